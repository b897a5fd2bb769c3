#include <limits>

#include <fmt/format.h>

#include "components/blocks/limited.hpp"
#include "core/errors.hpp"

namespace acausal::blocks {

namespace {
/// Holds the signals of one inner block of the LimPID (P, I, D, addFF, ...) so
/// they keep their MSL names ("PID.I.y"); its equations are written by the LimPID.
class LimPIDPart : public Component {
 public:
  static constexpr const char* kTypeName = "LimPIDPart";
  explicit LimPIDPart(ComponentContext ctx) : Component(std::move(ctx)) {}
};

constexpr double kLimPidEps = std::numeric_limits<double>::epsilon();
}  // namespace

LimPID::LimPID(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u_s(signal::declare_input(*this, "u_s")),
      u_m(signal::declare_input(*this, "u_m")),
      y(signal::declare_output(*this, "y")) {
  const bool with_I =
      p.controllerType == SimpleController::PI || p.controllerType == SimpleController::PID;
  const bool with_D =
      p.controllerType == SimpleController::PD || p.controllerType == SimpleController::PID;
  if (p.withFeedForward) u_ff = signal::declare_input(*this, "u_ff");

  Expr k = parameter("k", p.k, {"1", "gain of controller", ParameterCheck::NonNegative});
  Expr yMax = parameter("yMax", p.yMax, {"", "upper limit of output"});
  Expr yMin = p.yMin ? parameter("yMin", *p.yMin, {"", "lower limit of output"}) : -yMax;
  Expr wp = parameter("wp", p.wp,
                      {"", "set-point weight for proportional block", ParameterCheck::NonNegative});
  Expr y_start = parameter("y_start", p.y_start, {"", "initial value of output"});
  const std::optional<std::string> lower =
      p.yMin ? std::optional<std::string>("yMin") : std::nullopt;
  constrain_ordered_limits(*this, "yMax", lower);
  if (p.init_type == Init::InitialOutput) {
    std::vector<std::string> names{"y_start", "yMax"};
    if (lower) names.push_back(*lower);
    const std::string where = path();
    constrain(names, [where](std::span<const double> v) {
      const double y_max = v[1], y_min = v.size() > 2 ? v[2] : -v[1];
      return v[0] < y_min || v[0] > y_max
                 ? fmt::format(
                       "start value y_start = {} is outside of the limits yMin = {}, "
                       "yMax = {}. Set {}.y_start between them.",
                       v[0], y_min, y_max, where)
                 : std::string();
    });
  }

  Expr control_error = variable("controlError", {.description = "set point - measurement"});
  equation(control_error, u_s.value - u_m.value);

  auto& P = add<LimPIDPart>("P");
  Expr P_y = P.variable("y", {.description = "proportional part"});
  equation(P_y, wp * u_s.value - u_m.value);

  auto& addFF = add<LimPIDPart>("addFF");
  Expr addFF_y = addFF.variable("y", {.description = "limiter input: PID output + feed-forward"});

  Expr I_y = 0.0;
  if (with_I) {
    Expr Ti =
        parameter("Ti", p.Ti, {"s", "time constant of integrator block", ParameterCheck::Positive});
    Expr Ni = parameter(
        "Ni", p.Ni,
        {"", "Ni*Ti is time constant of anti-windup compensation", ParameterCheck::Positive});
    Expr xi_start = parameter("xi_start", p.xi_start,
                              {"", "initial or guess value for integrator output (= state)"});
    auto& I = add<LimPIDPart>("I");
    auto& addI = add<LimPIDPart>("addI");
    auto& addSat = add<LimPIDPart>("addSat");
    auto& gainTrack = add<LimPIDPart>("gainTrack");
    I_y = I.variable("y", {.description = "integral part (= state)", .start = p.xi_start});
    Expr addI_y = addI.variable("y", {.description = "integrator input"});
    Expr addSat_y = addSat.variable("y", {.description = "limiter output - limiter input"});
    Expr track_y = gainTrack.variable("y", {.description = "anti-windup feedback"});
    // Anti-windup: the part of the output cut off by the limiter is fed back
    // into the integrator with gain 1 / (k Ni).
    equation(addSat_y, y.value - addFF_y);
    equation(track_y, addSat_y / (k * Ni));
    equation(addI_y, u_s.value - u_m.value + track_y);
    equation(der(I_y), addI_y / Ti);
    if (p.init_type == Init::SteadyState) initial_equation(der(I_y), 0.0);
    if (p.init_type == Init::InitialState) initial_equation(I_y, xi_start);
  }

  Expr D_y = 0.0;
  if (with_D) {
    Expr Td = parameter("Td", p.Td,
                        {"s", "time constant of derivative block", ParameterCheck::NonNegative});
    Expr Nd = parameter(
        "Nd", p.Nd,
        {"", "the higher Nd, the more ideal the derivative block", ParameterCheck::Positive});
    Expr wd = parameter("wd", p.wd,
                        {"", "set-point weight for derivative block", ParameterCheck::NonNegative});
    Expr xd_start = parameter("xd_start", p.xd_start,
                              {"", "initial or guess value for state of derivative block"});
    auto& D = add<LimPIDPart>("D");
    auto& addD = add<LimPIDPart>("addD");
    Expr addD_y = addD.variable("y", {.description = "derivative block input"});
    Expr D_x = D.variable("x", {.description = "state of derivative block", .start = p.xd_start});
    D_y = D.variable("y", {.description = "derivative part"});
    // MSL Continuous.Derivative with k = Td, T = max(Td / Nd, 1e-14); zero gain switches it off.
    const Expr zero_gain = abs(Td) < kLimPidEps;
    const Expr Tf = max(Td / Nd, 1e-14);
    equation(addD_y, wd * u_s.value - u_m.value);
    equation(der(D_x), if_else(zero_gain, 0.0, (addD_y - D_x) / Tf));
    equation(D_y, if_else(zero_gain, 0.0, (Td / Tf) * (addD_y - D_x)));
    if (p.init_type == Init::SteadyState || p.init_type == Init::InitialOutput)
      initial_equation(der(D_x), 0.0);
    if (p.init_type == Init::InitialState) initial_equation(D_x, xd_start);
  }

  auto& addPID = add<LimPIDPart>("addPID");
  auto& gainPID = add<LimPIDPart>("gainPID");
  Expr addPID_y = addPID.variable("y", {.description = "P + I + D"});
  Expr gainPID_y = gainPID.variable("y", {.description = "k (P + I + D)"});
  equation(addPID_y, P_y + I_y + D_y);
  equation(gainPID_y, k * addPID_y);
  Expr feed_forward = 0.0;
  if (u_ff)
    feed_forward = parameter("kFF", p.kFF, {"", "gain of feed-forward input"}) * u_ff->value;
  equation(addFF_y, gainPID_y + feed_forward);
  // MSL Nonlinear.Limiter on addFF.y.
  Expr limited = if_else(addFF_y > yMax, yMax, if_else(addFF_y < yMin, yMin, addFF_y));
  equation(y.value, p.strict ? no_event(limited) : limited);
  if (p.init_type == Init::InitialOutput) initial_equation(gainPID_y, y_start);
}

}  // namespace acausal::blocks
