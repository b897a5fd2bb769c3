#include "components/drives/space_vector_pwm.hpp"

#include <array>
#include <cmath>
#include <numbers>

#include "domains/polyphase.hpp"

namespace acausal::drives {

namespace {
constexpr double pi = std::numbers::pi;
// Upper switches of phases 1..3 for the active vectors 0..5 (sector boundaries at k*pi/3).
constexpr std::array<std::array<double, 3>, 6> kPattern{
    {{1, 0, 0}, {1, 1, 0}, {0, 1, 0}, {0, 1, 1}, {0, 0, 1}, {1, 0, 1}}};

// The gate of `phase` for the active vector number `vector` (a discrete 0..5).
Expr pattern(const Expr& vector, std::size_t phase) {
  Expr e = kPattern[5][phase];
  for (int j = 4; j >= 0; --j)
    e = if_else(equal(vector, static_cast<double>(j)), kPattern[static_cast<std::size_t>(j)][phase],
                e);
  return e;
}
}  // namespace

SpaceVectorPwm::SpaceVectorPwm(ComponentContext ctx, Params params) : Component(std::move(ctx)) {
  Expr f = parameter("f", params.f, {"Hz", "switching frequency", ParameterCheck::Positive});
  Expr uMax = parameter("uMax", params.uMax, {"V", "DC voltage", ParameterCheck::Positive});
  Expr start = parameter("startTime", params.start_time, {"s", "start time"});
  const Expr T = 1.0 / f;
  ka = discrete("ka", 0.0, "sector");
  kb = discrete("kb", 0.0, "neighbour sector");
  ta = discrete("ta", 0.0, "relative on-time of vector ka");
  tb = discrete("tb", 0.0, "relative on-time of vector kb");
  t0 = discrete("t0", params.f > 0 ? 1.0 / params.f : 0.0, "relative time of the zero vectors");
  T0 = discrete("T0", params.start_time, "start of the switching period");
  for (std::size_t k = 0; k < 2; ++k)
    u.push_back(signal::declare_input(*this, "u" + polyphase::index(k)));

  // The sample's algorithm, written out as expressions (all read at the sample instant).
  const Expr u1 = u[0].value, u2 = u[1].value;
  const Expr uRef = no_event(min(sqrt(u1 * u1 + u2 * u2) / (2.0 / 3.0 * uMax), std::cos(pi / 6)));
  const Expr phiRef = no_event(if_else(uRef < 1e-60, 0.0, atan2(u2, u1)));
  const Expr phiPos = no_event(max(phiRef + if_else(phiRef < -1e-15, 2 * pi, 0.0), 0.0));
  Expr sector = 0.0;  // integer(phiPos/(pi/3)) for phiPos in [0, 2 pi)
  for (int j = 1; j <= 5; ++j) sector = sector + no_event(if_else(phiPos >= j * pi / 3, 1.0, 0.0));
  const Expr next = no_event(if_else(sector >= 5.0, 0.0, sector + 1.0));
  const Expr phiSec = phiPos - sector * (pi / 3);
  const Expr tb_next = no_event(min(uRef * sin(phiSec) / std::sin(pi / 3), 1.0));
  const Expr ta_next = no_event(min(uRef * cos(phiSec) - tb_next * std::cos(pi / 3), 1.0));
  const Expr t0_next = no_event(max(1.0 - ta_next - tb_next, 0.0));
  when(sample(start, T),
       {{ka, sector}, {kb, next}, {ta, ta_next}, {tb, tb_next}, {t0, t0_next}, {T0, Expr::time()}});

  // Distribution of the period as MSL's SVPWM code does it: the all-on span
  // is t0/4 and the final all-off span takes the remaining t0/2; or the
  // symmetric layout (all-on t0/2, final all-off t0/4).
  const Expr t = Expr::time();
  const Expr tau = (t - T0) / T;
  const Expr on_span = params.symmetric ? t0 / 2.0 : t0 / 4.0;
  const Expr e1 = t0 / 4.0, e2 = e1 + ta / 2.0, e3 = e2 + tb / 2.0, e4 = e3 + on_span,
             e5 = e4 + tb / 2.0, e6 = e5 + ta / 2.0;
  for (std::size_t k = 0; k < 3; ++k) {
    fire_p.push_back(signal::declare_output(*this, "fire_p" + polyphase::index(k)));
    fire_n.push_back(signal::declare_output(*this, "fire_n" + polyphase::index(k)));
    const Expr pa = pattern(ka, k), pb = pattern(kb, k);
    Expr gate = if_else(tau < e6, pa, 0.0);
    gate = if_else(tau < e5, pb, gate);
    gate = if_else(tau < e4, 1.0, gate);
    gate = if_else(tau < e3, pb, gate);
    gate = if_else(tau < e2, pa, gate);
    gate = if_else(tau < e1, 0.0, gate);
    gate = if_else(t < start, 1.0, gate);
    equation(fire_p[k].value, gate);
    equation(fire_n[k].value, 1.0 - fire_p[k].value);
  }
}

}  // namespace acausal::drives
