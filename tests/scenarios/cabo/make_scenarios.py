#!/usr/bin/env python3
"""Writes the Cabo scenario files of this folder (python3 make_scenarios.py).

The decks and the action lists are mechanical; every expected output is worked out in
README.md from the rules. The reshuffle is computed here by an independent Python PCG32
(the same algorithm as core/rng.*, written again from its description), not by the engine."""
# Independent PCG32 (XSH-RR) + Lemire bounded + Fisher-Yates, as described in core/rng.h
import itertools
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__)) + "/"
M = 6364136223846793005
MASK = (1 << 64) - 1
class Rng:
    def __init__(self, seed, stream=0x5ca1ab1e):
        self.inc = ((stream << 1) | 1) & MASK
        self.state = 0
        self.next_u32()
        self.state = (self.state + seed) & MASK
        self.next_u32()
    def next_u32(self):
        old = self.state
        self.state = (old * M + self.inc) & MASK
        x = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
        r = old >> 59
        return ((x >> r) | (x << ((32 - r) & 31))) & 0xFFFFFFFF
    def below(self, bound):
        p = self.next_u32() * bound
        low = p & 0xFFFFFFFF
        if low < bound:
            t = ((1 << 32) - bound) % bound
            while low < t:
                p = self.next_u32() * bound
                low = p & 0xFFFFFFFF
        return p >> 32
def shuffle(items, rng):
    for i in range(len(items), 1, -1):
        j = rng.below(i)
        items[i - 1], items[j] = items[j], items[i - 1]
PACK = [r + s for s in "SHDC" for r in "A23456789TJQK"]
def deck_for(dealer, hands, top, stock_top=()):
    n = len(hands)
    deck = []
    for place in range(4):
        for step in range(1, n + 1):
            deck.append(hands[(dealer + step) % n][place])
    deck.append(top)
    deck += list(stock_top)
    deck += [c for c in PACK if c not in deck]
    assert len(deck) == 52 and len(set(deck)) == 52
    return deck
def value(c):
    r = c[0]
    if r == 'K': return 13 if c[1] in 'SC' else 0
    return {'A': 1, 'T': 10, 'J': 11, 'Q': 12}.get(r) or int(r)
SEED = 7
hands1 = [["3S", "4S", "9H", "2D"], ["AH", "2H", "3H", "4H"], ["5C", "6C", "7C", "8C"]]
deck1 = deck_for(0, hands1, "TC", ["5D", "6D", "KD"])
# Round 2 (dealer 2 expected, starter 1): seat 1 gets QS KS QH 9D, draws KC first.
hands2 = [["2S", "5S", "6S", "7S"], ["QS", "KS", "QH", "9D"], ["8S", "9S", "TS", "JS"]]
deck2 = deck_for(2, hands2, "AD", ["KC"])
acts = ["1 look 0,1", "2 look 0,1", "0 look 0,1"]
order = [1, 2, 0]
stock = deck1[13:]
pile = ["TC"]
for k in range(1, 40):
    seat = order[(k - 1) % 3]
    card = stock[k - 1]
    acts.append(f"{seat} draw")
    if k == 3:
        acts.append("0 replace 0,1")   # 3S and 4S: not equal
    else:
        acts.append(f"{seat} discard")
    pile.append(card)
# draw 40 by seat 1: reshuffle
rng = Rng(SEED); rng.below(3)
rest = pile[:-1]
shuffle(rest, rng)
c40, c41, c42 = rest[0], rest[1], rest[2]
acts += ["1 draw", "1 swap 3", "2 cabo", "0 draw", "0 discard", "1 draw", "1 discard"]
sums = [3+4+9+2, 1+2+3+value(c40), 5+6+7+8]
print("round 1: pile at reshuffle", len(pile), "top", pile[-1], "c40..", c40, c41, c42, "sums", sums)
# round 2
acts += ["1 look 2,3", "2 look 0,1", "0 look 0,1", "1 draw", "1 swap 3", "2 draw", "2 discard",
         "0 cabo", "1 draw", "1 discard", "2 draw", "2 discard"]
sc = {"game": "cabo", "players": 3, "dealer": 0, "seed": SEED, "decks": [deck1, deck2],
      "start_totals": [55, 40, 45], "actions": acts}
open(HERE + "match_reshuffle_failed_replace_moon.json", "w").write(json.dumps(sc, indent=1) + "\n")
print(deck2[13:18])
D = HERE
def write(name, sc, expected):
    open(D + name + ".json", "w").write(json.dumps(sc, indent=1) + "\n")
    open(D + name + ".expected.json", "w").write(json.dumps(expected, indent=1, ensure_ascii=False) + "\n")

def after_draw_legal(players, me, hands, card):
    occ = [p for p in range(4) if hands[me][p] is not None]
    out = [f"swap {p}" for p in occ]
    for size in (2, 3, 4):
        for combo in itertools.combinations(occ, size):
            for dest in combo:
                out.append("replace " + ",".join(str(x) for x in [dest] + [c for c in combo if c != dest]))
    out.append("discard")
    r = card[0]
    others = [s for s in range(players) if s != me]
    if r in "78":
        out += [f"peek {p}" for p in occ]
    elif r in "9T":
        out += [f"spy {s}:{p}" for s in others for p in range(4) if hands[s][p] is not None]
    elif r in "JQ":
        out += [f"blindswap {n} {s}:{p}" for n in occ for s in others for p in range(4) if hands[s][p] is not None]
    return out

def state(finished=False, winners=(), to_move=None, dealer=0, legal=(), rounds=()):
    return {"game": "cabo", "players": 3, "finished": finished, "winners": list(winners),
            "to_move": to_move, "dealer": dealer, "legal": list(legal), "rounds": list(rounds)}
LOOKS = ["look 0,1", "look 0,2", "look 0,3", "look 1,2", "look 1,3", "look 2,3"]
SWAPS = ["swap 0", "swap 1", "swap 2", "swap 3"]

# 1. The reshuffle: round 1 of the match scenario up to the first draw from the new stock.
full = json.load(open(D + "match_reshuffle_failed_replace_moon.json"))
acts = full["actions"][:full["actions"].index("1 swap 3")]
assert acts[-1] == "1 draw" and len(acts) == 3 + 78 + 1
sc = dict(full); sc["actions"] = acts; sc["decks"] = full["decks"][:1]
hands = [["3S", "4S", "9H", "2D"], ["AH", "2H", "3H", "4H"], ["5C", "6C", "7C", "8C"]]
write("reshuffle_draws_from_shuffled_pile", sc,
      state(to_move=1, dealer=0, legal=after_draw_legal(3, 1, hands, "JS")))

# 2. Seed worked example: A (seat 1) draws 7H, peeks at own place 1 (2C); B takes the 7H: no peek.
hands = [["2S", "3S", "4S", "5S"], ["6H", "2C", "4H", "5H"], ["2D", "3D", "4D", "5D"]]
deck = deck_for(0, hands, "9C", ["7H"])
base = {"game": "cabo", "players": 3, "dealer": 0, "decks": [deck]}
looks = ["1 look 2,3", "2 look 2,3", "0 look 2,3"]
write("seven_drawn_gives_peek", dict(base, actions=looks + ["1 draw"]),
      state(to_move=1, legal=after_draw_legal(3, 1, hands, "7H")))
write("seven_taken_gives_no_peek", dict(base, actions=looks + ["1 draw", "1 peek 1", "2 take"]),
      state(to_move=2, legal=SWAPS))
write("error_peek_after_taking_seven", dict(base, actions=looks + ["1 draw", "1 peek 1", "2 take", "2 peek 0"]),
      {"error": 'action 6 "2 peek 0": "peek 0" is not a legal action here', "action_index": 6})

# 3. Seed scores: caller A (seat 1) 6, B (seat 2) 4, C (seat 0) 9 → 11, 0, 9; 89 + 11 → 50.
hands = [["2S", "3S", "AD", "3C"], ["AS", "2H", "AH", "2C"], ["3H", "AC", "KH", "KD"]]
deck = deck_for(0, hands, "9C", ["5D", "QC"])
write("caller_not_lowest_adds_five_and_100_resets",
      {"game": "cabo", "players": 3, "dealer": 0, "decks": [deck], "start_totals": [0, 89, 0],
       "actions": ["1 look 0,1", "2 look 0,1", "0 look 0,1", "1 cabo", "2 draw", "2 discard", "0 draw", "0 discard"]},
      # next round: lowest round score (seat 2) starts, highest (seat 1) deals
      state(to_move=2, dealer=1, legal=LOOKS, rounds=[{"scores": [9, 11, 0], "totals": [9, 50, 0]}]))
# Same with the reset already used: 100 stays, the match goes on.
write("second_exact_100_stays",
      {"game": "cabo", "players": 3, "dealer": 0, "decks": [deck], "start_totals": [0, 89, 0],
       "start_reset_used": [False, True, False],
       "actions": ["1 look 0,1", "2 look 0,1", "0 look 0,1", "1 cabo", "2 draw", "2 discard", "0 draw", "0 discard"]},
      state(to_move=2, dealer=1, legal=LOOKS, rounds=[{"scores": [9, 11, 0], "totals": [9, 100, 0]}]))
# Caller tied at the minimum: A 6, B 6, C 9 → 0, 6, 9.
hands = [["2S", "3S", "AD", "3C"], ["AS", "2H", "AH", "2C"], ["3H", "AC", "KH", "2D"]]
deck = deck_for(0, hands, "9C", ["KD", "QC"])
write("caller_tied_at_minimum_takes_zero_alone",
      {"game": "cabo", "players": 3, "dealer": 0, "decks": [deck],
       "actions": ["1 look 0,1", "2 look 0,1", "0 look 0,1", "1 cabo", "2 draw", "2 discard", "0 draw", "0 discard"]},
      # lowest round score: seat 1 (0) starts; highest: seat 0 (9) deals
      state(to_move=1, dealer=0, legal=LOOKS, rounds=[{"scores": [9, 0, 6], "totals": [9, 0, 6]}]))

# 4. Successful replace of three 6s: destination 2, places 0 and 3 stay empty.
hands = [["2S", "3S", "4S", "5S"], ["6S", "3H", "6H", "6D"], ["2D", "3D", "4D", "5D"]]
deck = deck_for(0, hands, "9C", ["AC", "KH", "4C", "8H"])
hands_after = [["2S", "3S", "4S", "5S"], [None, "3H", "AC", None], ["2D", "3D", "4D", "5D"]]
write("replace_success_leaves_empty_places",
      {"game": "cabo", "players": 3, "dealer": 0, "decks": [deck],
       "actions": ["1 look 0,1", "2 look 0,1", "0 look 0,1", "1 draw", "1 replace 2,3,0", "2 draw", "2 discard",
                   "0 draw", "0 discard", "1 draw"]},
      state(to_move=1, legal=after_draw_legal(3, 1, hands_after, "8H")))
write("error_swap_into_empty_place",
      {"game": "cabo", "players": 3, "dealer": 0, "decks": [deck],
       "actions": ["1 look 0,1", "2 look 0,1", "0 look 0,1", "1 draw", "1 replace 2,3,0", "2 draw", "2 discard",
                   "0 draw", "0 discard", "1 draw", "1 swap 0"]},
      {"error": 'action 10 "1 swap 0": "swap 0" is not a legal action here', "action_index": 10})

# 5. Tie rules for the next round: seats 1 (previous starter) and 0 tie at the lowest.
hands = [["AS", "2S", "3S", "4S"], ["AH", "2H", "3H", "4H"], ["5D", "6D", "7D", "8D"]]
deck = deck_for(0, hands, "9C", ["TC", "JC", "QC"])
write("starter_tie_starts_from_previous_starter",
      {"game": "cabo", "players": 3, "dealer": 0, "decks": [deck],
       "actions": ["1 look 0,1", "2 look 0,1", "0 look 0,1", "1 draw", "1 discard", "2 cabo", "0 draw", "0 discard",
                   "1 draw", "1 discard"]},
      state(to_move=1, dealer=2, legal=LOOKS, rounds=[{"scores": [0, 0, 31], "totals": [0, 0, 31]}]))
hands = [["5S", "5C", "5H", "5D"], ["AH", "AS", "AC", "AD"], ["6D", "4D", "6S", "4S"]]
deck = deck_for(0, hands, "9C", ["2C", "3C"])
write("dealer_tie_starts_from_previous_dealer",
      {"game": "cabo", "players": 3, "dealer": 0, "decks": [deck],
       "actions": ["1 look 0,1", "2 look 0,1", "0 look 0,1", "1 cabo", "2 draw", "2 discard", "0 draw", "0 discard"]},
      state(to_move=1, dealer=0, legal=LOOKS, rounds=[{"scores": [20, 0, 20], "totals": [20, 0, 20]}]))

# 6. Shared win.
hands = [["2D", "2C", "3H", "3D"], ["AS", "2S", "3S", "9S"], ["AH", "AD", "AC", "2H"]]
deck = deck_for(0, hands, "9C", ["4S", "5S"])
write("exact_tie_shares_the_win",
      {"game": "cabo", "players": 3, "dealer": 0, "decks": [deck], "start_totals": [99, 0, 20],
       "actions": ["1 look 0,1", "2 look 0,1", "0 look 0,1", "1 cabo", "2 draw", "2 discard", "0 draw", "0 discard"]},
      state(finished=True, winners=[1, 2], to_move=None, dealer=0, legal=[],
            rounds=[{"scores": [10, 20, 0], "totals": [109, 20, 20]}]))

# 7. Errors.
hands = [["2S", "3S", "4S", "5S"], ["6S", "6C", "6H", "6D"], ["2D", "3D", "4D", "5D"]]
deck = deck_for(0, hands, "9C")
base = {"game": "cabo", "players": 3, "dealer": 0, "decks": [deck]}
write("error_replace_after_take", dict(base, actions=["1 look 0,1", "2 look 0,1", "0 look 0,1", "1 take", "1 replace 0,1"]),
      {"error": 'action 4 "1 replace 0,1": "replace 0,1" is not a legal action here', "action_index": 4})
write("error_out_of_turn", dict(base, actions=["1 look 0,1", "0 look 0,1"]),
      {"error": 'action 1 "0 look 0,1": seat 0 is not to move; seat 2 is', "action_index": 1})
write("error_second_call", dict(base, actions=["1 look 0,1", "2 look 0,1", "0 look 0,1", "1 cabo", "2 cabo"]),
      {"error": 'action 4 "2 cabo": "cabo" is not a legal action here', "action_index": 4})
write("error_malformed_action", dict(base, actions=["1 look 0,1", "2 look 0,0"]),
      {"error": 'action 1 "2 look 0,0": place 0 is listed twice', "action_index": 1})
write("error_look_after_looks", dict(base, actions=["1 look 0,1", "2 look 0,1", "0 look 0,1", "1 look 2,3"]),
      {"error": 'action 3 "1 look 2,3": "look 2,3" is not a legal action here', "action_index": 3})
bad = list(deck); bad[7] = bad[8]
write("error_deck_not_a_permutation", dict(base, decks=[bad], actions=[]),
      {"error": 'deck 1: the deck is not a permutation of the pack: one 4S too many', "action_index": None})
write("error_start_totals_length", dict(base, start_totals=[1, 2], actions=[]),
      {"error": '"start_totals" must hold one total per seat (3)', "action_index": None})
write("error_too_many_players", {"game": "cabo", "players": 6, "actions": []},
      {"error": 'cabo takes 2 to 5 players, not 6', "action_index": None})
