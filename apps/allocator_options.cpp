// Linked into the project's programs with mimalloc (acausal_link_allocator in
// CMakeLists.txt; docs/decisions.md, "The programs' allocator"). It gives
// mimalloc an arena of address space backed by 2 MiB pages: a large model's
// compile touches a few hundred MB once, and on a virtual machine the faults
// of 4 KiB pages alone cost a quarter of it. mimalloc's own option for it
// (MIMALLOC_LARGE_OS_PAGES) is read before any program code runs, so it
// cannot be set from here.
#include <sys/mman.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include <mimalloc.h>

namespace {

[[maybe_unused]] const bool huge_page_arena = [] {
  // A user who sets mimalloc's options chooses for themselves.
  if (std::getenv("MIMALLOC_LARGE_OS_PAGES") != nullptr ||  // NOLINT(concurrency-mt-unsafe)
      std::getenv("ACAUSAL_NO_HUGE_PAGES") != nullptr)      // NOLINT(concurrency-mt-unsafe)
    return false;
  // Address space only: pages are given (2 MiB at a time) when first touched.
  constexpr std::size_t kAlign = std::size_t{64} << 20;
  constexpr std::size_t kSize = std::size_t{16} << 30;
  void* raw = mmap(nullptr, kSize + kAlign, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (raw == MAP_FAILED) return false;
  const auto address = reinterpret_cast<std::uintptr_t>(raw);
  void* start = reinterpret_cast<void*>((address + kAlign - 1) & ~(kAlign - 1));
  madvise(start, kSize, MADV_HUGEPAGE);
  return mi_manage_os_memory(start, kSize, /*is_committed=*/true, /*is_large=*/false,
                             /*is_zero=*/true, /*numa_node=*/-1);
}();

}  // namespace
