# Cardavia — linking the games whole.
#
# A game registers itself where it lives (docs/table.md, "Adding a game"): a registrar object in
# the game's own .cpp puts its descriptor in the layer's registry before main() runs, and nothing
# else names the game. A static library member that no other object references is never pulled
# into the link, so the games' objects would be dropped with their registrars. Each layer therefore
# keeps its games in a library of their own, linked whole (--whole-archive) through the layer's
# umbrella target: whoever links cardavia_core, cardavia_ai, cardavia_session or cardavia_app gets
# every game of that layer, and the linker's dead-code removal still drops what no registrar
# reaches.
#
#   cardavia_whole_archive(umbrella games_library)   umbrella (an INTERFACE target) links it whole

# CMake 3.24+ knows the WHOLE_ARCHIVE feature for GNU ld; Emscripten's platform file does not
# define it, and wasm-ld takes the same flags.
if(NOT CMAKE_LINK_LIBRARY_USING_WHOLE_ARCHIVE_SUPPORTED)
  set(CMAKE_LINK_LIBRARY_USING_WHOLE_ARCHIVE
      "LINKER:--whole-archive" "<LINK_ITEM>" "LINKER:--no-whole-archive")
  set(CMAKE_LINK_LIBRARY_USING_WHOLE_ARCHIVE_SUPPORTED TRUE)
endif()

function(cardavia_whole_archive umbrella library)
  target_link_libraries(${umbrella} INTERFACE "$<LINK_LIBRARY:WHOLE_ARCHIVE,${library}>")
endfunction()
