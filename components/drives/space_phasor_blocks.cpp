#include "components/drives/space_phasor_blocks.hpp"

#include "components/drives/space_phasor.hpp"
#include "domains/polyphase.hpp"

namespace acausal::drives {

namespace {
void declare_pair(Component& c, std::vector<signal::RealSignal>& u,
                  std::vector<signal::RealSignal>& y) {
  for (std::size_t k = 0; k < 2; ++k) {
    u.push_back(signal::declare_input(c, "u" + polyphase::index(k)));
    y.push_back(signal::declare_output(c, "y" + polyphase::index(k)));
  }
}
}  // namespace

ToSpacePhasor::ToSpacePhasor(ComponentContext ctx, Params params) : Component(std::move(ctx)) {
  polyphase::check_phase_count(*this, params.m, 3);
  std::vector<Expr> x;
  for (std::size_t k = 0; k < static_cast<std::size_t>(params.m); ++k) {
    u.push_back(signal::declare_input(*this, "u" + polyphase::index(k)));
    x.push_back(u.back().value);
  }
  for (std::size_t k = 0; k < 2; ++k)
    y.push_back(signal::declare_output(*this, "y" + polyphase::index(k)));
  zero = signal::declare_output(*this, "zero");
  const SpacePhasor<Expr> s = to_space_phasor(x);
  equation(y[0].value, s.alpha);
  equation(y[1].value, s.beta);
  equation(zero.value, s.zero);
}

Rotator::Rotator(ComponentContext ctx) : Component(std::move(ctx)) {
  declare_pair(*this, u, y);
  angle = signal::declare_input(*this, "angle");
  const auto r = park(u[0].value, u[1].value, angle.value);
  equation(y[0].value, r.d);
  equation(y[1].value, r.q);
}

ToPolar::ToPolar(ComponentContext ctx) : Component(std::move(ctx)) {
  declare_pair(*this, u, y);
  const Expr a = u[0].value, b = u[1].value;
  // At the zero phasor the length is not differentiable and the angle undefined:
  // both are taken as 0 there, so that a Newton step from zero start values is finite.
  const Expr zero_phasor = a * a + b * b < 1e-60;
  equation(y[0].value, no_event(if_else(zero_phasor, 0.0, sqrt(a * a + b * b))));
  equation(y[1].value, no_event(if_else(zero_phasor, 0.0, atan2(b, a))));
}

}  // namespace acausal::drives
