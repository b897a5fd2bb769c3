# Unity build of the library (docs/decisions.md): batches of sources compiled
# as one translation unit parse the shared headers (Eigen, fmt, spdlog, the
# standard library) once per batch instead of once per file, which halves a
# fresh build (the dynamics folder: 41 s of CPU file by file, 17 s as one batch).
# On by default so that every build sees what CI compiles; turn it off for
# quick incremental work on one file.
option(ACAUSAL_UNITY_BUILD "Compile the library in unity batches" ON)
set(ACAUSAL_UNITY_BATCH_SIZE 16 CACHE STRING "Sources per unity batch")

function(acausal_unity_build target)
  if(NOT ACAUSAL_UNITY_BUILD)
    return()
  endif()
  set_target_properties(${target} PROPERTIES UNITY_BUILD ON
                        UNITY_BUILD_BATCH_SIZE ${ACAUSAL_UNITY_BATCH_SIZE})
  # A file-scope using-directive would leak into the files after it in its
  # batch and make their names ambiguous: such files compile alone.
  get_target_property(sources ${target} SOURCES)
  foreach(source IN LISTS sources)
    file(STRINGS ${source} directives REGEX "^using namespace ")
    list(FILTER directives EXCLUDE REGEX "^using namespace acausal;")
    if(directives)
      set_source_files_properties(${source} PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
    endif()
  endforeach()
endfunction()
