# Writes OUT: a header holding the SHA-256 of every file in FILES (see viewer/CMakeLists.txt).
set(text "// Generated: hashes of the files viewer/assets.cpp embeds.\n#pragma once\n")
foreach(f IN LISTS FILES)
  file(SHA256 ${f} h)
  get_filename_component(n ${f} NAME)
  string(APPEND text "// ${n} ${h}\n")
endforeach()
file(WRITE ${OUT}.tmp "${text}")
file(COPY_FILE ${OUT}.tmp ${OUT} ONLY_IF_DIFFERENT)
