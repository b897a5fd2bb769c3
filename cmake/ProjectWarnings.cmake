# Warnings are errors in project code (third-party headers are included as SYSTEM).
function(acausal_set_warnings target)
  target_compile_options(${target} PRIVATE
    -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wold-style-cast
    -Wcast-align -Woverloaded-virtual -Wimplicit-fallthrough
    -Wno-missing-field-initializers  # designated initializers omit fields on purpose
    # GCC 12 false positives at -O3 on string concatenation (clang has no -Wrestrict)
    $<$<CXX_COMPILER_ID:GNU>:-Wno-restrict>
    -Werror)
endfunction()
