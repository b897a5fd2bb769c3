#pragma once
// Shared partial models of the translational library (as MSL's
// Translational.Interfaces): reused by the components, never copied.
#include "domains/translational.hpp"

namespace acausal::translational {

/// Two flanges with relative position s_rel = flange_b.s - flange_a.s and an
/// internal force f with flange_b.f = f, flange_a.f = -f (MSL PartialCompliant).
struct Compliant {
  Flange flange_a, flange_b;
  Expr s_rel, f;
  explicit Compliant(Component& c);
};

/// Compliant with the relative velocity v_rel = der(s_rel); s_rel and v_rel are
/// preferred as states (MSL PartialCompliantWithRelativeStates, which, unlike
/// its rotational counterpart, has no relative acceleration).
struct CompliantWithRelativeStates {
  Flange flange_a, flange_b;
  Expr s_rel, v_rel, f;
  explicit CompliantWithRelativeStates(Component& c, double s_nominal = 1e-4);
};

/// Rigid connection of two flanges around the centre position s of a component
/// of length L: flange_a.s = s - L/2, flange_b.s = s + L/2 (MSL PartialRigid).
/// Declares the parameter L.
struct Rigid {
  Flange flange_a, flange_b;
  Expr s, L;
  Rigid(Component& c, double length, VariableOptions s_options = {});
};

/// One flange and an optional support: s = flange.s - s_support, where
/// s_support is support.s if the support is used and 0 (fixed housing)
/// otherwise; the support takes the reaction force -flange.f (MSL
/// PartialElementaryOneFlangeAndSupport2).
struct ElementaryOneFlangeAndSupport {
  Flange flange;
  Expr s, s_support;
  const Port* support = nullptr;
  ElementaryOneFlangeAndSupport(Component& c, bool use_support, VariableOptions s_options = {});
};

}  // namespace acausal::translational
