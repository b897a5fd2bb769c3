#include "solvers/explicit/sparse_block_lu.hpp"

#include <cmath>
#include <vector>

#include <klu.h>

namespace acausal::solvers {

struct SparseBlockLu::Impl {
  std::vector<int> column_start, row_index;
  int n = 0;
  klu_common common{};
  klu_symbolic* symbolic = nullptr;
  klu_numeric* numeric = nullptr;
  double pivot_ratio = 0.0;  // min |u_ii| / max |u_ii| after the last factorisation with pivoting

  ~Impl() {
    if (numeric != nullptr) klu_free_numeric(&numeric, &common);
    if (symbolic != nullptr) klu_free_symbolic(&symbolic, &common);
  }

  bool factor(double* values) {
    if (numeric != nullptr) klu_free_numeric(&numeric, &common);
    numeric = klu_factor(column_start.data(), row_index.data(), values, symbolic, &common);
    if (numeric == nullptr || klu_rcond(symbolic, numeric, &common) == 0) return false;
    pivot_ratio = common.rcond;
    return pivot_ratio > 0.0;
  }

  // A refactorisation keeps the last pivot order; it is taken unless its
  // pivots have become much smaller relative to each other than they were.
  bool refactor(double* values) {
    if (klu_refactor(column_start.data(), row_index.data(), values, symbolic, numeric, &common) ==
            0 ||
        klu_rcond(symbolic, numeric, &common) == 0)
      return false;
    return common.rcond >= 1e-3 * pivot_ratio;
  }
};

SparseBlockLu::SparseBlockLu(const SparsityPattern& pattern) : impl_(std::make_unique<Impl>()) {
  Impl& s = *impl_;
  s.column_start = pattern.column_start;
  s.row_index = pattern.row_index;
  s.n = pattern.size;
  klu_defaults(&s.common);
}

SparseBlockLu::~SparseBlockLu() = default;

bool SparseBlockLu::solve(const double* values, double* b) {
  Impl& s = *impl_;
  if (s.symbolic == nullptr)
    s.symbolic = klu_analyze(s.n, s.column_start.data(), s.row_index.data(), &s.common);
  if (s.symbolic == nullptr) return false;
  // KLU takes the values as non-const (it does not change them).
  auto* a = const_cast<double*>(values);  // NOLINT(cppcoreguidelines-pro-type-const-cast)
  if (s.numeric == nullptr || !s.refactor(a))
    if (!s.factor(a)) return false;
  if (klu_solve(s.symbolic, s.numeric, s.n, 1, b, &s.common) == 0) return false;
  for (int i = 0; i < s.n; ++i)
    if (!std::isfinite(b[i])) return false;
  return true;
}

}  // namespace acausal::solvers
