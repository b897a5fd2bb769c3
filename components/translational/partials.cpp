#include "components/translational/partials.hpp"

namespace acausal::translational {

Compliant::Compliant(Component& c)
    : flange_a(declare_flange(c, "flange_a")),
      flange_b(declare_flange(c, "flange_b")),
      s_rel(c.variable("s_rel", {.unit = "m",
                                 .description = "relative distance (= flange_b.s - flange_a.s)",
                                 .start = 0.0})),
      f(c.variable("f", {.unit = "N", .description = "force between flanges"})) {
  c.equation(s_rel, flange_b.s - flange_a.s);
  c.equation(flange_b.f, f);
  c.equation(flange_a.f, -f);
}

CompliantWithRelativeStates::CompliantWithRelativeStates(Component& c, double s_nominal)
    : flange_a(declare_flange(c, "flange_a")),
      flange_b(declare_flange(c, "flange_b")),
      s_rel(c.variable("s_rel", {.unit = "m",
                                 .description = "relative distance (= flange_b.s - flange_a.s)",
                                 .start = 0.0,
                                 .nominal = s_nominal,
                                 .state_select = StateSelect::Prefer})),
      v_rel(c.variable("v_rel", {.unit = "m/s",
                                 .description = "relative velocity (= der(s_rel))",
                                 .start = 0.0,
                                 .state_select = StateSelect::Prefer})),
      f(c.variable("f", {.unit = "N", .description = "force between flanges (= flange_b.f)"})) {
  c.equation(s_rel, flange_b.s - flange_a.s);
  c.equation(v_rel, der(s_rel));
  c.equation(flange_b.f, f);
  c.equation(flange_a.f, -f);
}

Rigid::Rigid(Component& c, double length, VariableOptions s_options)
    : flange_a(declare_flange(c, "flange_a")), flange_b(declare_flange(c, "flange_b")) {
  if (s_options.unit.empty()) s_options.unit = "m";
  if (s_options.description.empty())
    s_options.description = "absolute position of center of component";
  s = c.variable("s", std::move(s_options));
  L = c.parameter("L", length, {"m", "length of component, from left flange to right flange"});
  c.equation(flange_a.s, s - L / 2);
  c.equation(flange_b.s, s + L / 2);
}

ElementaryOneFlangeAndSupport::ElementaryOneFlangeAndSupport(Component& c, bool use_support,
                                                             VariableOptions s_options)
    : flange(declare_flange(c, "flange")) {
  if (s_options.unit.empty()) s_options.unit = "m";
  if (s_options.description.empty())
    s_options.description = "distance between flange and support (= flange.s - support.s)";
  s = c.variable("s", std::move(s_options));
  if (use_support) {
    Flange sup = declare_flange(c, "support");
    support = sup.port;
    s_support = sup.s;
    c.equation(sup.f, -flange.f);
  } else {
    s_support = 0.0;
  }
  c.equation(s, flange.s - s_support);
}

}  // namespace acausal::translational
