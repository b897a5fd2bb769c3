#include "core/memory/allocator_settings.hpp"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace acausal {

bool keep_freed_memory_for_reuse() {
#if defined(__GLIBC__)
  constexpr int kMiB = 1 << 20;
  // mallopt returns 1 on success. A sanitizer's allocator ignores these settings.
  const bool trim = mallopt(M_TRIM_THRESHOLD, 512 * kMiB) == 1;
  const bool pad = mallopt(M_TOP_PAD, 64 * kMiB) == 1;
  const bool mmap = mallopt(M_MMAP_THRESHOLD, 32 * kMiB) == 1;
  return trim && pad && mmap;
#else
  return false;
#endif
}

}  // namespace acausal
