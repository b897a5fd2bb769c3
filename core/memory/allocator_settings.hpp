#pragma once
// Process-wide allocator settings for programs that compile large models.
// Compilation allocates and frees hundreds of megabytes in passes (10^5
// equations: about 350 MiB at the peak); glibc's malloc returns freed memory
// at the top of its heap to the kernel and maps large blocks afresh, so the
// next pass faults the same pages in again (a tenth to a fifth of the compile
// time on this machine). A library must not change the allocator of the
// program that links it, so it only offers this; the acausal CLI opts in.
namespace acausal {

/// Makes malloc keep freed memory for reuse (up to 512 MiB), grow its heap
/// 64 MiB at a time and serve blocks below 32 MiB (the most glibc allows) from the heap. Returns
/// false where the C library has no such settings (then nothing changes).
bool keep_freed_memory_for_reuse();

}  // namespace acausal
