// The compiled residual and Jacobian allocate nothing per evaluation: a
// counting global operator new proves it.
// Replacing the global allocation functions trips GCC's new/delete pairing check.
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"

#include <atomic>
#include <cstdlib>
#include <new>

#include <gtest/gtest.h>

#include "core/compile/compiled_model.hpp"
#include "models/registry.hpp"
#include "solvers/simulation.hpp"

namespace {
std::atomic<bool> g_counting{false};
std::atomic<long> g_allocations{0};
}  // namespace

// Every allocation form goes through counted_alloc, so that new and delete
// always pair (ASan checks it), whatever form the library uses.
namespace {
void* counted_alloc(std::size_t size) noexcept {
  if (g_counting.load(std::memory_order_relaxed)) g_allocations.fetch_add(1);
  return std::malloc(size == 0 ? 1 : size);
}
}  // namespace

void* operator new(std::size_t size) {
  if (void* p = counted_alloc(size)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t size) {
  if (void* p = counted_alloc(size)) return p;
  throw std::bad_alloc();
}
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
  return counted_alloc(size);
}
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
  return counted_alloc(size);
}
void operator delete(void* p) noexcept {
  std::free(p);
}
void operator delete[](void* p) noexcept {
  std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
  std::free(p);
}
void operator delete[](void* p, std::size_t) noexcept {
  std::free(p);
}
void operator delete(void* p, const std::nothrow_t&) noexcept {
  std::free(p);
}
void operator delete[](void* p, const std::nothrow_t&) noexcept {
  std::free(p);
}

namespace acausal {
namespace {

TEST(NoAllocation, ResidualAndJacobianEvaluationsDoNotAllocate) {
  auto model = models::find_model(models::default_model_name()).build();
  Simulation sim(compile(*model));
  sim.initialize(0.0);
  const int n = sim.size();
  std::vector<double> y = sim.y(), yp = sim.yp(), r(static_cast<std::size_t>(n));
  std::vector<double> values(static_cast<std::size_t>(sim.jacobian_pattern().nonzeros()));

  g_allocations = 0;
  g_counting = true;
  for (int k = 0; k < 100; ++k) {
    sim.residual(0.01 * k, y.data(), yp.data(), r.data());
    sim.jacobian(0.01 * k, y.data(), yp.data(), 1e3, values.data());
  }
  g_counting = false;
  EXPECT_EQ(g_allocations.load(), 0);

  // The counter works: an allocation in the window is seen.
  g_counting = true;
  auto* probe = new std::vector<double>(10);
  g_counting = false;
  delete probe;
  EXPECT_GE(g_allocations.load(), 1);
}

}  // namespace
}  // namespace acausal
