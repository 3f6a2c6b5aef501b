# gavel_add_problem(<id> <sources>...)
#
# Builds one problem plugin as a MODULE library named exactly <id>.so (the loader checks that the descriptor's
# id equals the file name) into GAVEL_PLUGIN_OUTPUT_DIR: in gavel's own build its lib/gavel/plugins/, which that
# gavel searches by default; elsewhere <build>/plugins/, named to gavel with --plugin-path.
# Only the entry point is exported; everything else stays hidden so plugins cannot clash.
function(gavel_add_problem id)
  if(NOT ARGN)
    message(FATAL_ERROR "gavel_add_problem(${id}) needs at least one source file")
  endif()
  set(target gavel_problem_${id})
  add_library(${target} MODULE ${ARGN})
  if(TARGET gavel::sdk)
    target_link_libraries(${target} PRIVATE gavel::sdk)
  else()
    target_link_libraries(${target} PRIVATE gavel_sdk)
  endif()
  if(NOT GAVEL_PLUGIN_OUTPUT_DIR)
    set(GAVEL_PLUGIN_OUTPUT_DIR "${CMAKE_BINARY_DIR}/plugins")
  endif()
  set_target_properties(${target} PROPERTIES
    OUTPUT_NAME "${id}"
    PREFIX ""
    CXX_VISIBILITY_PRESET hidden
    VISIBILITY_INLINES_HIDDEN ON
    LIBRARY_OUTPUT_DIRECTORY "${GAVEL_PLUGIN_OUTPUT_DIR}")
  target_compile_features(${target} PRIVATE cxx_std_20)
  # Never sanitized, even in a sanitizer build: an interactive problem's plugin is loaded by gavel-interactor-host
  # in a box, where no sanitizer runtime can run (framework/CMakeLists.txt), and an instrumented library does not
  # load without one. gavel itself loads either kind.
  target_compile_options(${target} PRIVATE -fno-sanitize=all)
  target_link_options(${target} PRIVATE -fno-sanitize=all)
  # Beside the plugin, the sources it is built from and the command that builds it again: gavel refuses a
  # plugin older than one of them (framework/src/plugin/plugin_freshness.hpp) rather than judge with old code.
  set(record "")
  foreach(source IN LISTS ARGN)
    get_filename_component(source_path "${source}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    string(APPEND record "source ${source_path}\n")
  endforeach()
  string(APPEND record "rebuild cmake --build \"${CMAKE_BINARY_DIR}\" --target ${target}\n")
  file(GENERATE OUTPUT "${GAVEL_PLUGIN_OUTPUT_DIR}/${id}.so.sources" CONTENT "${record}")
endfunction()
