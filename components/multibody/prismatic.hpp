#pragma once
#include "components/multibody/element.hpp"
#include "domains/translational.hpp"

namespace acausal::multibody {

struct PrismaticParams {
  Vector3d n{1, 0, 0};           // axis of translation, fixed in frame_a (structural)
  bool use_axis_flange = false;  // true: 1-D flanges axis and support drive the joint
  /// This joint closes a kinematic loop: the spanning tree does not pass
  /// through it, so the loop's closure constraints sit here (where MSL users
  /// place e.g. a RevolutePlanarLoopConstraint). Unset: the assembler cuts the
  /// loop where its breadth-first search closes it.
  bool closes_loop = false;
  /// Preference for the joint coordinate and its speed as states (MSL stateSelect).
  StateSelect state_select = StateSelect::Prefer;
};

/// Prismatic joint (MSL Joints.Prismatic): frame_b is frame_a shifted by s n,
/// same orientation. f, the force driving frame_b along n, is the axis
/// flange's force (axis.s = s); the support flange is fixed (support.s = 0).
/// Without axis flange the joint is free (f = 0).
class Prismatic : public Element {
 public:
  static constexpr const char* kTypeName = "Prismatic";
  using Params = PrismaticParams;
  Prismatic(ComponentContext ctx, Params p = Params());
  ElementData element() const override;
  Frame frame_a, frame_b;
  translational::Flange axis{}, support{};  // ports null unless use_axis_flange
  Expr s, v, a, f;

 private:
  Vector3d n_;
  bool closes_loop_;
};

}  // namespace acausal::multibody
