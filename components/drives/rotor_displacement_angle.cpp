#include "components/drives/rotor_displacement_angle.hpp"

#include <numbers>

#include "components/drives/space_phasor.hpp"
#include "components/rotational/partials.hpp"

namespace acausal::drives {

RotorDisplacementAngle::RotorDisplacementAngle(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      plug_p(polyphase::declare_plug(*this, "plug_p", params.m)),
      plug_n(polyphase::declare_plug(*this, "plug_n", params.m)),
      flange(rotational::declare_flange(*this, "flange")),
      rotorDisplacementAngle(signal::declare_output(*this, "rotorDisplacementAngle")) {
  polyphase::check_phase_count(*this, params.m, 3);
  Expr p = parameter("p", params.p, {"1", "number of pole pairs", ParameterCheck::Positive});
  Expr threshold = parameter("threshold", params.threshold,
                             {"V", "below it the output is 0", ParameterCheck::NonNegative});
  const rotational::OptionalSupport support(*this, params.use_support, 0.0);
  equation(flange.tau, 0.0);
  std::vector<Expr> v;
  for (std::size_t k = 0; k < plug_p.v.size(); ++k) {
    equation(plug_p.i[k], 0.0);
    equation(plug_n.i[k], 0.0);
    v.push_back(plug_p.v[k] - plug_n.v[k]);
  }
  const SpacePhasor<Expr> v_s = to_space_phasor(v);
  const Expr angle = p * (flange.phi - support.phi) + std::numbers::pi / 2;
  const Dq<Expr> v_r = park(v_s.alpha, v_s.beta, angle);
  const Expr magnitude = sqrt(v_r.d * v_r.d + v_r.q * v_r.q);
  const Expr arg = atan2(v_r.q, v_r.d);  // ]-pi, pi]
  const Expr wrapped =
      params.positive_range ? no_event(if_else(arg < 0.0, arg + 2 * std::numbers::pi, arg)) : arg;
  // MSL: 0 where |v| < threshold or |v| <= Modelica.Constants.small (no event either way).
  equation(
      rotorDisplacementAngle.value,
      no_event(if_else(magnitude < threshold, 0.0, if_else(magnitude <= 1e-60, 0.0, wrapped))));
  // A reading: computed at the output points unless something uses it (its
  // atan2 flips between +-pi where the voltage vanishes, which Newton cannot follow).
  find_variable("rotorDisplacementAngle")->options.result_only = true;
}

}  // namespace acausal::drives
