#pragma once
// The initialisation system's residual and Jacobian at z = [y, y' of the
// states]: the DAE's own programs give the first rows (F and dF/dy at
// cj = 0), the initialisation's programs the conditions and the y'-columns.
#include <vector>

#include "core/compile/compiled_model.hpp"

namespace acausal {

class InitEvaluation {
 public:
  /// parameters and discrete must outlive the evaluation.
  InitEvaluation(const CompiledModel& model, const std::vector<double>& parameters,
                 const std::vector<double>& discrete, double t);

  /// The residuals (F, then the conditions) at z.
  void residual(const std::vector<double>& z, double* out);
  /// The Jacobian's values at z, in the order of pattern().
  void jacobian(const std::vector<double>& z, double* values);
  const SparsityPattern& pattern() const { return model_.init.pattern; }

 private:
  void split(const std::vector<double>& z);  // into y_ and yp_
  ProgramInputs dae_inputs() const;
  ProgramInputs z_inputs(const std::vector<double>& z) const;

  const CompiledModel& model_;
  const std::vector<double>& parameters_;
  const std::vector<double>& discrete_;
  double t_;
  std::vector<double> y_, yp_, dae_values_, other_values_;
  std::vector<double> residual_registers_, condition_registers_, jacobian_registers_,
      other_registers_;
};

}  // namespace acausal
