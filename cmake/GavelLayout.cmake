# Where gavel's parts lie under a prefix, relative to it. The install and the build tree share this one shape,
# so the running gavel finds everything from its own location (base/install_layout.cpp) and no absolute path
# is compiled in: an install can be moved, and the build tree runs as it is.
#
#   <prefix>/bin/gavel                            GAVEL_BINDIR
#   <prefix>/libexec/gavel/gavel-solver-host      GAVEL_LIBEXECDIR
#   <prefix>/lib/gavel/plugins/<id>.so            GAVEL_PLUGINDIR
#   <prefix>/share/gavel/languages.yaml           GAVEL_DATADIR
include(GNUInstallDirs)

set(GAVEL_BINDIR "${CMAKE_INSTALL_BINDIR}")
set(GAVEL_LIBEXECDIR "${CMAKE_INSTALL_LIBEXECDIR}/gavel")
set(GAVEL_PLUGINDIR "${CMAKE_INSTALL_LIBDIR}/gavel/plugins")
set(GAVEL_DATADIR "${CMAKE_INSTALL_DATADIR}/gavel")
foreach(dir GAVEL_BINDIR GAVEL_LIBEXECDIR GAVEL_PLUGINDIR GAVEL_DATADIR)
  if(IS_ABSOLUTE "${${dir}}")
    message(FATAL_ERROR "${dir} is '${${dir}}': expected a path relative to the install prefix "
                        "(set the CMAKE_INSTALL_*DIR variables relative), or gavel could not be moved")
  endif()
endforeach()

# The build tree in the same shape: every program lands in bin/ (so tests and benchmarks linking the core find
# the same parts as gavel does), the solver host in libexec/gavel/, the problem plugins in lib/gavel/plugins/.
set(CMAKE_RUNTIME_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/${GAVEL_BINDIR}")
set(GAVEL_PLUGIN_OUTPUT_DIR "${CMAKE_BINARY_DIR}/${GAVEL_PLUGINDIR}")

# Debug information and __FILE__ would otherwise carry this checkout's absolute paths into every binary; they
# become relative to the source root (gdb finds the sources when started there). The build directory comes last:
# GCC uses the last map that matches, and the build directory usually lies inside the source.
add_compile_options("-ffile-prefix-map=${CMAKE_SOURCE_DIR}=." "-ffile-prefix-map=${CMAKE_BINARY_DIR}=.")
