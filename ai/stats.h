// Small statistics for the arena and the bench: Wilson's interval for a win share, and percentiles.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <utility>
#include <vector>

namespace cardavia::ai {

struct Interval {
  double low = 0.0;
  double high = 1.0;
};

// Wilson's score interval for `successes` out of `trials` (successes may be fractional: shared
// wins). Why Wilson and not the normal approximation: it stays inside [0, 1] and is honest at
// shares near 0 or 1 and at a few dozen trials, which is where the CI arena lives. z = 1.96 gives
// 95 %.
inline Interval wilson_interval(double successes, double trials, double z = 1.96) {
  if (trials <= 0.0) return {};
  const double p = successes / trials;
  const double z2 = z * z;
  const double denominator = 1.0 + z2 / trials;
  const double centre = (p + z2 / (2.0 * trials)) / denominator;
  const double half =
      z * std::sqrt(p * (1.0 - p) / trials + z2 / (4.0 * trials * trials)) / denominator;
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

// Nearest-rank percentile (0 < q ≤ 1) of the values; 0 for none. Sorts a copy.
inline double percentile(std::vector<double> values, double q) {
  if (values.empty()) return 0.0;
  std::sort(values.begin(), values.end());
  const double rank = std::ceil(q * static_cast<double>(values.size()));
  const std::size_t index = rank < 1.0 ? 0 : static_cast<std::size_t>(rank) - 1;
  return values[std::min(index, values.size() - 1)];
}

inline double median(std::vector<double> values) { return percentile(std::move(values), 0.5); }

// Σ amount / Σ count over groups (points per round, pooled over matches), with its 95 % interval
// from the ratio estimator's standard error. Why per group: a match's rounds share its players,
// its seats and its totals, so the matches, not the rounds, are the independent draws.
struct PooledRatio {
  double mean = 0.0;
  double low = 0.0;
  double high = 0.0;
};

inline PooledRatio pooled_ratio(const std::vector<std::pair<double, double>>& amount_and_count,
                                double z = 1.96) {
  double amounts = 0.0;
  double counts = 0.0;
  for (const auto& [amount, count] : amount_and_count) {
    amounts += amount;
    counts += count;
  }
  const double n = static_cast<double>(amount_and_count.size());
  if (counts <= 0.0) return {};
  const double mean = amounts / counts;
  if (n < 2.0) return {mean, mean, mean};
  double squares = 0.0;
  for (const auto& [amount, count] : amount_and_count) {
    squares += (amount - mean * count) * (amount - mean * count);
  }
  const double error = std::sqrt(squares / (n - 1.0) / n) / (counts / n);
  return {mean, mean - z * error, mean + z * error};
}

}  // namespace cardavia::ai
