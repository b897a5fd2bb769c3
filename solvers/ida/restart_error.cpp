#include "solvers/ida/restart_error.hpp"

#include <ida/ida.h>

#include <algorithm>
#include <cmath>
#include <cstddef>

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal::solvers::ida {
namespace {

void check(int flag, const char* function) {
  if (flag < 0) throw SolverError(fmt::format("{} failed with flag {}", function, flag));
}

}  // namespace

double RestartError::norm(void* ida_mem, SUNContext context, double t, double h,
                          std::span<const double> yp, std::span<const double> rate,
                          std::span<const char> differential) {
  const auto n = static_cast<std::int64_t>(yp.size());
  if (!weights_) {
    weights_ = make_serial_vector(n, context);
    for (VectorHandle& v : old_) v = make_serial_vector(n, context);
  }
  check(IDAGetErrWeights(ida_mem, weights_.get()), "IDAGetErrWeights");
  int old_order = 0;
  check(IDAGetLastOrder(ida_mem, &old_order), "IDAGetLastOrder");
  for (int k = 1; k <= 3; ++k) {
    N_Vector v = old_[static_cast<std::size_t>(k - 1)].get();
    if (k <= old_order)
      check(IDAGetDky(ida_mem, t, k, v), "IDAGetDky");
    else
      N_VConst(0.0, v);
  }
  const std::span<const double> weight = vector_span(weights_.get());
  const std::span<const double> old1 = vector_span(old_[0].get());
  const std::span<const double> old2 = vector_span(old_[1].get());
  const std::span<const double> old3 = vector_span(old_[2].get());
  double sum = 0.0;
  for (std::size_t i = 0; i < yp.size(); ++i) {
    if (!differential[i]) continue;
    const double d1 = std::abs(yp[i] - old1[i]), d2 = std::abs(rate[i] - old2[i]);
    const double third = std::abs(old3[i]) + d2 * d2 / std::max(d1, d2 * h);
    const double error = third * h * h * h / 3.0 * weight[i];
    if (std::isfinite(error)) sum += error * error;
  }
  return std::sqrt(sum / static_cast<double>(yp.size()));
}

double RestartError::passing_step(double h, double norm) {
  return norm > 1.0 ? h * std::cbrt(1.0 / norm) : h;
}

}  // namespace acausal::solvers::ida
