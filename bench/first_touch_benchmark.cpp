// What the first touch of memory costs on this machine, against writing the
// same memory again: the part of a large model's first compile that depends
// on the machine rather than on the passes (bench/README.md, compile time).
// A virtual machine whose host backs its memory on demand pays a fault per
// page on the host as well as in the guest.
//
//   ./build/bench/first_touch_benchmark [MiB, default 300]
#include <sys/mman.h>

#include <chrono>
#include <cstddef>
#include <cstdlib>
#include <cstring>

#include <fmt/format.h>

namespace {

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// Maps `bytes` of fresh memory with 2 MiB or 4 KiB pages, writes one byte
// per 4 KiB (the first touch), then writes all of it again (the baseline).
void measure(std::size_t bytes, bool huge) {
  void* mapped = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (mapped == MAP_FAILED) {
    fmt::print("mmap of {} bytes failed\n", bytes);
    return;
  }
  auto* p = static_cast<volatile char*>(mapped);
  madvise(mapped, bytes, huge ? MADV_HUGEPAGE : MADV_NOHUGEPAGE);
  auto t0 = std::chrono::steady_clock::now();
  for (std::size_t i = 0; i < bytes; i += 4096) p[i] = 1;
  const double first = seconds_since(t0);
  t0 = std::chrono::steady_clock::now();
  std::memset(mapped, 2, bytes);
  const double again = seconds_since(t0);
  fmt::print("{:>9}  first touch {:.3f} s ({:.2f} GB/s)   written again {:.3f} s   ratio {:.1f}\n",
             huge ? "2 MiB" : "4 KiB", first, static_cast<double>(bytes) / 1e9 / first, again,
             first / again);
  munmap(mapped, bytes);
}

}  // namespace

int main(int argc, char** argv) {
  const std::size_t mib = argc > 1 ? static_cast<std::size_t>(std::atol(argv[1])) : 300;
  const std::size_t bytes = mib << 20;
  fmt::print("{} MiB of fresh memory, pages of:\n", mib);
  measure(bytes, true);
  measure(bytes, false);
  return 0;
}
