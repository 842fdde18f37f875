# `cardavia verify` on one save (docs/fairness.md): the exit code and a sentence of its words.
# Usage: cmake -DCLI=… -DSAVE=file [-DFROM=text -DTO=text] -DCODE=0|1 -DMENTIONS=text
#                      [-DOBSERVATION=1] -P run_verify.cmake
#   FROM/TO   the save's text with FROM replaced by TO first (a changed seed or salt), written to
#             a file of its own in the build tree
#   OBSERVATION  run `verify --observation-only` instead
set(file "${SAVE}")
if(DEFINED FROM)
  file(READ "${SAVE}" text)
  string(FIND "${text}" "${FROM}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "\"${FROM}\" is not in ${SAVE}")
  endif()
  string(REPLACE "${FROM}" "${TO}" text "${text}")
  get_filename_component(name "${SAVE}" NAME)
  set(file "${CMAKE_CURRENT_BINARY_DIR}/verify-changed-${name}")
  file(WRITE "${file}" "${text}")
endif()
set(flags "")
if(OBSERVATION)
  set(flags --observation-only)
endif()
execute_process(COMMAND "${CLI}" verify ${flags} "${file}"
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE code)
if(NOT code EQUAL CODE)
  message(FATAL_ERROR "exit code ${code}, expected ${CODE}\nstdout: ${out}\nstderr: ${err}")
endif()
string(FIND "${out}" "${MENTIONS}" found)
if(found EQUAL -1)
  message(FATAL_ERROR "the words do not say \"${MENTIONS}\":\n${out}")
endif()
message(STATUS "${out}")
