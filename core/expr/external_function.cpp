#include "core/expr/external_function.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

#include "core/errors.hpp"

namespace acausal {
namespace {

// The Jacobian of a parent function as a function of its own; its own
// Jacobian (second derivatives) is the default central differences.
class JacobianFunction final : public ExternalFunction {
 public:
  explicit JacobianFunction(std::shared_ptr<const ExternalFunction> parent)
      : ExternalFunction("d" + parent->name() + "/du", parent->num_inputs(),
                         parent->num_inputs() * parent->num_outputs()),
        parent_(std::move(parent)) {}
  void evaluate(std::span<const double> u, std::span<double> y) const override {
    ExternalPartials* memory = ExternalPartials::active();
    if (memory != nullptr && memory->recall(*this, y)) return;
    parent_->jacobian(u, y);
    if (memory != nullptr) memory->keep(*this, y);
  }

 private:
  std::shared_ptr<const ExternalFunction> parent_;  // keeps the parent alive while in use
};

class CallableFunction final : public ExternalFunction {
 public:
  CallableFunction(std::string name, int inputs, int outputs, FunctionBody f, FunctionBody jacobian)
      : ExternalFunction(std::move(name), inputs, outputs),
        f_(std::move(f)),
        jacobian_(std::move(jacobian)) {}
  void evaluate(std::span<const double> u, std::span<double> y) const override { f_(u, y); }
  void jacobian(std::span<const double> u, std::span<double> J) const override {
    if (jacobian_)
      jacobian_(u, J);
    else
      ExternalFunction::jacobian(u, J);
  }

 private:
  FunctionBody f_;
  FunctionBody jacobian_;
};

thread_local ExternalPartials* active_partials = nullptr;

}  // namespace

ExternalPartials::Scope::Scope(ExternalPartials& memory, bool reuse)
    : previous_(active_partials), previous_reuse_(memory.reuse_) {
  memory.reuse_ = reuse;
  active_partials = &memory;
}

ExternalPartials::Scope::~Scope() {
  active_partials->reuse_ = previous_reuse_;
  active_partials = previous_;
}

ExternalPartials* ExternalPartials::active() {
  return active_partials;
}

bool ExternalPartials::recall(const ExternalFunction& f, std::span<double> J) {
  if (!reuse_) return false;
  for (const auto& [function, partials] : kept_)
    if (function == &f && partials.size() == J.size()) {
      std::copy(partials.begin(), partials.end(), J.begin());
      ++reused_;
      return true;
    }
  return false;
}

void ExternalPartials::keep(const ExternalFunction& f, std::span<const double> J) {
  for (auto& [function, partials] : kept_)
    if (function == &f) {
      partials.assign(J.begin(), J.end());
      return;
    }
  kept_.emplace_back(&f, std::vector<double>(J.begin(), J.end()));
}

ExternalFunction::ExternalFunction(std::string name, int inputs, int outputs)
    : name_(std::move(name)), inputs_(inputs), outputs_(outputs) {
  if (inputs < 0 || outputs < 1)
    throw ModelError("function '" + name_ + "': needs at least one output and no negative " +
                     "number of inputs (got " + std::to_string(inputs) + " inputs, " +
                     std::to_string(outputs) + " outputs)");
}

void ExternalFunction::jacobian(std::span<const double> u, std::span<double> J) const {
  const auto n = static_cast<std::size_t>(inputs_);
  const auto m = static_cast<std::size_t>(outputs_);
  // Local scratch, not thread_local: evaluate() may itself take differences
  // (the second derivatives of a function are differences of its Jacobian).
  std::vector<double> x(u.begin(), u.end()), plus(m), minus(m);
  // The differences evaluate f off u: a Jacobian function among them (second
  // derivatives) must compute, not recall partials kept at u.
  struct Suspend {
    ExternalPartials* saved = active_partials;
    Suspend() { active_partials = nullptr; }
    ~Suspend() { active_partials = saved; }
  } suspend;
  const double h0 = std::cbrt(std::numeric_limits<double>::epsilon());
  for (std::size_t j = 0; j < n; ++j) {
    const double uj = u[j];
    const double h = h0 * std::max(1.0, std::fabs(uj));
    x[j] = uj + h;
    const double hp = x[j] - uj;  // the step actually taken, after rounding
    evaluate(x, plus);
    x[j] = uj - h;
    const double hm = uj - x[j];
    evaluate(x, minus);
    x[j] = uj;
    for (std::size_t i = 0; i < m; ++i) J[i * n + j] = (plus[i] - minus[i]) / (hp + hm);
  }
}

std::shared_ptr<const ExternalFunction> ExternalFunction::jacobian_function() const {
  std::lock_guard lock(jacobian_mutex_);
  if (auto existing = jacobian_.lock()) return existing;
  auto made = std::make_shared<const JacobianFunction>(shared_from_this());
  jacobian_ = made;
  return made;
}

std::shared_ptr<const ExternalFunction> make_function(std::string name, int inputs, int outputs,
                                                      FunctionBody f, FunctionBody jacobian) {
  if (!f) throw ModelError("function '" + name + "': no body given");
  return std::make_shared<const CallableFunction>(std::move(name), inputs, outputs, std::move(f),
                                                  std::move(jacobian));
}

}  // namespace acausal
