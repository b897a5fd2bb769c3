#include "core/compile/init_evaluation.hpp"

namespace acausal {

InitEvaluation::InitEvaluation(const CompiledModel& model, const std::vector<double>& parameters,
                               const std::vector<double>& discrete, double t)
    : model_(model),
      parameters_(parameters),
      discrete_(discrete),
      t_(t),
      y_(static_cast<std::size_t>(model.size())),
      yp_(static_cast<std::size_t>(model.size())),
      dae_values_(static_cast<std::size_t>(model.jacobian.pattern.nonzeros())),
      other_values_(model.init.other_place.size()),
      residual_registers_(model.residual.make_registers()),
      condition_registers_(model.init.conditions.make_registers()),
      jacobian_registers_(model.jacobian.values.make_registers()),
      other_registers_(model.init.other_values.make_registers()) {}

void InitEvaluation::split(const std::vector<double>& z) {
  const std::size_t n = y_.size();
  std::copy(z.begin(), z.begin() + static_cast<std::ptrdiff_t>(n), y_.begin());
  for (std::size_t k = 0; k < model_.state_components.size(); ++k)
    yp_[static_cast<std::size_t>(model_.state_components[k])] = z[n + k];
}

ProgramInputs InitEvaluation::dae_inputs() const {
  return ProgramInputs{y_.data(), yp_.data(), parameters_.data(), t_, 0.0, discrete_.data()};
}

ProgramInputs InitEvaluation::z_inputs(const std::vector<double>& z) const {
  return ProgramInputs{z.data(), nullptr, parameters_.data(), t_, 0.0, discrete_.data()};
}

void InitEvaluation::residual(const std::vector<double>& z, double* out) {
  split(z);
  model_.residual.run(dae_inputs(), residual_registers_, out);
  model_.init.conditions.run(z_inputs(z), condition_registers_, out + y_.size());
}

void InitEvaluation::jacobian(const std::vector<double>& z, double* values) {
  split(z);
  // At cj = 0 the DAE's dF/dy + cj dF/dy' is dF/dy.
  model_.jacobian.values.run(dae_inputs(), jacobian_registers_, dae_values_.data());
  const std::vector<int>& from_dae = model_.init.from_dae;
  for (std::size_t k = 0; k < from_dae.size(); ++k)
    if (from_dae[k] >= 0) values[from_dae[k]] = dae_values_[k];
  model_.init.other_values.run(z_inputs(z), other_registers_, other_values_.data());
  const std::vector<int>& other_place = model_.init.other_place;
  for (std::size_t k = 0; k < other_place.size(); ++k) values[other_place[k]] = other_values_[k];
}

}  // namespace acausal
