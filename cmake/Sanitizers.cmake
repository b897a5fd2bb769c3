# -DACAUSAL_SANITIZE=ON builds everything with AddressSanitizer and UBSan;
# the test suite must run clean under it.
if(ACAUSAL_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer
                      -fno-sanitize-recover=undefined
                      # GCC's flow analysis is confused by the sanitizer instrumentation and
                      # reports uninitialised reads inside libstdc++ (std::regex, std::function).
                      -Wno-maybe-uninitialized)
  add_link_options(-fsanitize=address,undefined)
endif()
