# Runs the CLI with bad arguments and checks how it answers (docs/reliability.md, "CLI arguments").
# Usage: cmake -DCLI=… "-DARGS=a|b|c" -DEXPECT=json|usage [-DMENTIONS=text] -P run_cli_error.cmake
#   json   our own check of the command line: exit code 1 and, on stdout, one JSON object whose
#          "error" is a string (mentioning MENTIONS, if given)
#   usage  CLI11's check: a non-zero exit code (not a signal) and a message with "--help" on stderr
# "<0xFF>" in ARGS stands for the byte 0xFF, which is not UTF-8 (CMake files are).
string(REPLACE "|" ";" ARGS "${ARGS}")
string(ASCII 255 not_utf8)
string(REPLACE "<0xFF>" "${not_utf8}" ARGS "${ARGS}")
execute_process(COMMAND "${CLI}" ${ARGS}
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE code)
if(NOT code MATCHES "^[0-9]+$")
  message(FATAL_ERROR "the CLI did not exit normally: ${code}\nstdout: ${out}\nstderr: ${err}")
endif()
if(EXPECT STREQUAL "json")
  if(NOT code EQUAL 1)
    message(FATAL_ERROR "exit code ${code}, expected 1\nstdout: ${out}\nstderr: ${err}")
  endif()
  string(JSON message ERROR_VARIABLE not_json GET "${out}" error)
  if(not_json)
    message(FATAL_ERROR "stdout is not a JSON object with \"error\": ${out} (${not_json})")
  endif()
  if(DEFINED MENTIONS AND NOT message MATCHES "${MENTIONS}")
    message(FATAL_ERROR "the error does not mention \"${MENTIONS}\": ${message}")
  endif()
  message(STATUS "error as expected: ${message}")
elseif(EXPECT STREQUAL "usage")
  if(code EQUAL 0 OR NOT err MATCHES "--help")
    message(FATAL_ERROR "exit code ${code}, expected a usage error\nstdout: ${out}\nstderr: ${err}")
  endif()
  message(STATUS "usage error as expected (${code}): ${err}")
else()
  message(FATAL_ERROR "EXPECT must be json or usage, not ${EXPECT}")
endif()
