# Cardavia — the boundaries between app/'s parts, checked on the sources (cmake -P; CTest runs it
# as "boundaries: …"). The links enforce most of them already (app/CMakeLists.txt: the framework
# links no game, a view links only the framework); this catches what a header-only include would
# slip past the linker, and a registry that starts naming games again.
#   -DSOURCE_DIR=the project's root
#
#   rule                                                       why
#   the framework (app/table/, app/*.cpp but the shell's)      it lists whatever registered
#     includes no game's folder and no shell header            (app/table/games.h)
#   a game's view (app/<game>/) includes no other game's       one folder per game
#     folder and no shell header
#   nothing in app/ includes session/engine_access.h           the table reads what a seat may
#                                                              know, never the engine
#   session/'s framework (session/*.h, *.cpp) includes no      a game's words register
#     game's folder (session/<game>/, core/<game>/, ai/<game>/) themselves (game_words.h)
#   the framework includes no pack's file (app/packs/), and a  a pack registers itself
#     pack no game's folder                                    (app/card_packs.h)
#   the sound (app/sound/) includes nothing of ImGui, SDL or   its cues are read from the move
#     the rest of app/                                         events alone, and tested so
#   no framework code names a game: no "cabo", "chkobba" or    a game registers itself where
#     "cucu" outside a comment in core/, ai/, session/, cli/,  it lives, and brings its own
#     web/, page/ or app/ (but the games' own folders)         knowledge (hooks, not names)
cmake_minimum_required(VERSION 3.20)
set(problems "")

file(GLOB app_entries LIST_DIRECTORIES true RELATIVE ${SOURCE_DIR}/app ${SOURCE_DIR}/app/*)
set(games "")
foreach(entry ${app_entries})
  if(IS_DIRECTORY ${SOURCE_DIR}/app/${entry} AND NOT entry MATCHES "^(table|shell|packs|sound)$")
    list(APPEND games ${entry})
  endif()
endforeach()
set(shell_files table_shell.h table_shell.cpp shell_page.cpp shell_embed.cpp seed_source.h
    seed_source.cpp)

function(includes_of file out)
  file(STRINGS ${file} lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
  set(${out} "${lines}" PARENT_SCOPE)
endfunction()

function(forbid file pattern why)
  includes_of(${file} lines)
  foreach(line ${lines})
    if(line MATCHES "${pattern}")
      file(RELATIVE_PATH rel ${SOURCE_DIR} ${file})
      set(problems "${problems}\n  ${rel}: ${line} (${why})" PARENT_SCOPE)
    endif()
  endforeach()
endfunction()

# The framework.
file(GLOB framework_files ${SOURCE_DIR}/app/table/*.h ${SOURCE_DIR}/app/table/*.cpp
     ${SOURCE_DIR}/app/*.h ${SOURCE_DIR}/app/*.cpp)
foreach(file ${framework_files})
  get_filename_component(name ${file} NAME)
  if(name IN_LIST shell_files)
    continue()
  endif()
  foreach(game ${games})
    forbid(${file} "\"app/${game}/" "the framework names no game")
  endforeach()
  forbid(${file} "\"app/(table_shell|seed_source)\\.h|\"app/shell/" "the framework is below the shell")
  forbid(${file} "\"app/packs/" "a pack registers itself (app/card_packs.h)")
endforeach()

# The packs.
file(GLOB pack_files ${SOURCE_DIR}/app/packs/*.h ${SOURCE_DIR}/app/packs/*.cpp)
foreach(file ${pack_files})
  foreach(game ${games})
    forbid(${file} "\"app/${game}/" "a pack belongs to no game")
  endforeach()
endforeach()

# The sound: platform-free, below the table.
file(GLOB sound_files ${SOURCE_DIR}/app/sound/*.h ${SOURCE_DIR}/app/sound/*.cpp)
foreach(file ${sound_files})
  forbid(${file} "imgui|SDL|\"app/(table|shell|packs)/|\"app/[a-z_]+\\.h" "the sound is platform-free, below the table")
endforeach()

# Each game's view.
foreach(game ${games})
  file(GLOB view_files ${SOURCE_DIR}/app/${game}/*.h ${SOURCE_DIR}/app/${game}/*.cpp)
  foreach(file ${view_files})
    foreach(other ${games})
      if(NOT other STREQUAL game)
        forbid(${file} "\"app/${other}/" "a view reaches into no other game")
      endif()
    endforeach()
    forbid(${file} "\"app/(table_shell|seed_source)\\.h|\"app/shell/" "a view is below the shell")
  endforeach()
endforeach()

# The engine, never from app/.
file(GLOB_RECURSE app_files ${SOURCE_DIR}/app/*.h ${SOURCE_DIR}/app/*.cpp)
foreach(file ${app_files})
  forbid(${file} "session/engine_access\\.h" "app/ reads what a seat may know, never the engine")
endforeach()

# session/'s framework: the games' folders are the subfolders of session/ (and their engines' and
# AIs' folders of the same names).
file(GLOB session_entries LIST_DIRECTORIES true RELATIVE ${SOURCE_DIR}/session ${SOURCE_DIR}/session/*)
set(session_games "")
foreach(entry ${session_entries})
  if(IS_DIRECTORY ${SOURCE_DIR}/session/${entry})
    list(APPEND session_games ${entry})
  endif()
endforeach()
file(GLOB session_framework ${SOURCE_DIR}/session/*.h ${SOURCE_DIR}/session/*.cpp)
foreach(file ${session_framework})
  foreach(game ${session_games})
    forbid(${file} "\"(session|core|ai)/${game}/" "session's framework names no game")
  endforeach()
endforeach()

# No framework code names a game (its comments may: they explain with examples). The games' own
# folders are left out: app/<game>/, session/<game>/, core/<game>/, ai/<game>/.
file(GLOB framework_code
     ${SOURCE_DIR}/core/*.h ${SOURCE_DIR}/core/*.cpp ${SOURCE_DIR}/core/cards/*.h
     ${SOURCE_DIR}/core/cards/*.cpp ${SOURCE_DIR}/ai/*.h ${SOURCE_DIR}/ai/*.cpp
     ${SOURCE_DIR}/session/*.h ${SOURCE_DIR}/session/*.cpp ${SOURCE_DIR}/cli/*.h
     ${SOURCE_DIR}/cli/*.cpp ${SOURCE_DIR}/web/*.h ${SOURCE_DIR}/web/*.cpp ${SOURCE_DIR}/page/*.h
     ${SOURCE_DIR}/page/*.cpp ${SOURCE_DIR}/app/*.h ${SOURCE_DIR}/app/*.cpp
     ${SOURCE_DIR}/app/table/*.h ${SOURCE_DIR}/app/table/*.cpp ${SOURCE_DIR}/app/shell/*.h
     ${SOURCE_DIR}/app/shell/*.cpp ${SOURCE_DIR}/app/packs/*.cpp)
string(JOIN "|" game_names ${games})
foreach(file ${framework_code})
  file(STRINGS ${file} lines REGEX "\"(${game_names})\"")
  foreach(line ${lines})
    string(REGEX REPLACE "//.*$" "" code "${line}")
    if(code MATCHES "\"(${game_names})\"")
      file(RELATIVE_PATH rel ${SOURCE_DIR} ${file})
      set(problems "${problems}\n  ${rel} names \"${CMAKE_MATCH_1}\": ${line} (a game registers itself where it lives)")
    endif()
  endforeach()
endforeach()

if(problems)
  message(FATAL_ERROR "The boundaries are crossed:${problems}")
endif()
message(STATUS "boundaries hold (games: ${games}; session's: ${session_games})")
