// The CLI's allocator settings: a freed block of 16 MiB (above glibc's default
// mmap threshold, below the one set) comes from the heap and stays mapped.
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>

#include "core/memory/allocator_settings.hpp"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitizerAllocator = true;
#else
constexpr bool kSanitizerAllocator = false;
#endif

TEST(AllocatorSettings, LargeBlocksComeFromTheHeapAndStayMappedAfterFree) {
#if !defined(__GLIBC__)
  GTEST_SKIP() << "glibc's malloc settings only";
#else
  if (kSanitizerAllocator) GTEST_SKIP() << "the sanitizer's allocator ignores malloc settings";
  ASSERT_TRUE(acausal::keep_freed_memory_for_reuse());
  constexpr std::size_t kBlock = 16u << 20;
  const std::size_t mapped_before = mallinfo2().hblkhd;  // bytes in mmap'ed blocks
  auto* block = static_cast<char*>(std::malloc(kBlock));
  ASSERT_NE(block, nullptr);
  std::memset(block, 1, kBlock);
  EXPECT_EQ(mallinfo2().hblkhd, mapped_before) << "a 16 MiB block was mmap'ed";
  const std::size_t arena_before_free = mallinfo2().arena;
  std::free(block);
  // Not trimmed: the heap keeps its size for the next pass.
  EXPECT_EQ(mallinfo2().arena, arena_before_free);
#endif
}

}  // namespace
