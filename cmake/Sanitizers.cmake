# -DACAUSAL_SANITIZE=ON builds everything with AddressSanitizer and UBSan;
# the test suite must run clean under it.
if(ACAUSAL_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer
                      -fno-sanitize-recover=undefined
                      # GCC's flow analysis is confused by the sanitizer instrumentation and
                      # reports uninitialised reads inside libstdc++ (std::regex, std::function).
                      -Wno-maybe-uninitialized
                      # After the build type's flags, so these win: -O1 is the level ASan is
                      # tuned for and -g1 keeps the line tables its reports need; together
                      # they compile 2.6x faster than RelWithDebInfo's -O2 -g (flatten.cpp:
                      # 113 s against 290 s), which keeps the CI test job inside its budget.
                      -O1 -g1)
  add_link_options(-fsanitize=address,undefined)
endif()
