#include <limits>

#include "components/blocks/continuous.hpp"

namespace acausal::blocks {

namespace {
/// Holds the signals of one inner block of the PID (P, I, D, Add) so they
/// keep their MSL names ("PID.I.y"); its equations are written by the PID.
class PIDPart : public Component {
 public:
  static constexpr const char* kTypeName = "PIDPart";
  explicit PIDPart(ComponentContext ctx) : Component(std::move(ctx)) {}
};

constexpr double kPidEps = std::numeric_limits<double>::epsilon();
}  // namespace

PID::PID(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")) {
  Expr k = parameter("k", p.k, {"1", "gain"});
  Expr Ti =
      parameter("Ti", p.Ti, {"s", "time constant of integrator block", ParameterCheck::Positive});
  Expr Td = parameter("Td", p.Td,
                      {"s", "time constant of derivative block", ParameterCheck::NonNegative});
  Expr Nd = parameter(
      "Nd", p.Nd,
      {"", "the higher Nd, the more ideal the derivative block", ParameterCheck::Positive});
  Expr xi_start =
      parameter("xi_start", p.xi_start,
                {"", "initial or guess value for integrator output (= integrator state)"});
  Expr xd_start = parameter("xd_start", p.xd_start,
                            {"", "initial or guess value for state of derivative block"});
  Expr y_start = parameter("y_start", p.y_start, {"", "initial value of output"});

  auto& P = add<PIDPart>("P");
  auto& I = add<PIDPart>("I");
  auto& D = add<PIDPart>("D");
  auto& sum = add<PIDPart>("Add");
  Expr P_y = P.variable("y", {.description = "proportional part"});
  xi = I.variable("y", {.description = "integral part (= state)", .start = p.xi_start});
  xd = D.variable("x", {.description = "state of derivative block", .start = p.xd_start});
  Expr D_y = D.variable("y", {.description = "derivative part"});
  Expr sum_y = sum.variable("y", {.description = "P + I + D"});

  // Derivative block k s / (T s + 1) with k = Td, T = max(Td / Nd, 100 eps);
  // zero gain (Td = 0) switches it off.
  const Expr zero_gain = abs(Td) < kPidEps;
  const Expr Tf = max(Td / Nd, 100 * kPidEps);

  equation(P_y, u.value);
  equation(der(xi), u.value / Ti);
  equation(der(xd), if_else(zero_gain, 0.0, (u.value - xd) / Tf));
  equation(D_y, if_else(zero_gain, 0.0, (Td / Tf) * (u.value - xd)));
  equation(sum_y, P_y + xi + D_y);
  equation(y.value, k * sum_y);

  switch (p.init_type) {
    case Init::NoInit:
      break;
    case Init::SteadyState:
      initial_equation(der(xi), 0.0);
      initial_equation(der(xd), 0.0);
      break;
    case Init::InitialState:
      initial_equation(xi, xi_start);
      initial_equation(xd, xd_start);
      break;
    case Init::InitialOutput:
      initial_equation(der(xd), 0.0);
      initial_equation(y.value, y_start);
      break;
  }
}

}  // namespace acausal::blocks
