#pragma once
#include "components/multibody/element.hpp"
#include "domains/rotational.hpp"

namespace acausal::multibody {

struct RevoluteParams {
  Vector3d n{0, 0, 1};  // axis of rotation, fixed in frame_a (structural, as MSL's Evaluate=true)
  bool use_axis_flange = false;  // true: 1-D flanges axis and support drive the joint
  /// This joint closes a kinematic loop: the spanning tree does not pass
  /// through it, so the loop's closure constraints sit here (where MSL users
  /// place e.g. a RevolutePlanarLoopConstraint). Unset: the assembler cuts the
  /// loop where its breadth-first search closes it.
  bool closes_loop = false;
  /// Preference for the joint coordinate and its speed as states (MSL stateSelect).
  StateSelect state_select = StateSelect::Prefer;
};

/// Revolute joint (MSL Joints.Revolute): frame_b has frame_a's origin and is
/// rotated by phi about n. tau, the torque driving frame_b about n, is the
/// axis flange's torque (axis.phi = phi); the support flange is fixed to the
/// ground (support.phi = 0) and its torque goes to the ground, as in MSL.
/// Without axis flange the joint is free (tau = 0).
class Revolute : public Element {
 public:
  static constexpr const char* kTypeName = "Revolute";
  using Params = RevoluteParams;
  Revolute(ComponentContext ctx, Params p = Params());
  ElementData element() const override;
  Frame frame_a, frame_b;
  rotational::Flange axis{}, support{};  // ports null unless use_axis_flange
  Expr phi, w, a, tau;

 private:
  Vector3d n_;
  bool closes_loop_;
};

}  // namespace acausal::multibody
