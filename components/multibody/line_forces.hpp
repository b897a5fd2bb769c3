#pragma once
// Massless line force elements between the origins of two frames (MSL
// Interfaces.PartialLineForce and Forces.Spring, Damper, SpringDamperParallel).
#include "components/multibody/element.hpp"

namespace acausal::multibody {

/// Base of the line forces: f acts along the line between the origins of
/// frame_a and frame_b, positive when it pulls them together (MSL's sign:
/// -f e on frame_b's side, +f e on frame_a's, e the unit vector from frame_a
/// to frame_b); no torques. Variables: r_rel_0[1..3] = frame_b.r_0 -
/// frame_a.r_0 (world axes), length = |r_rel_0|, s = max(length, s_small),
/// f, and with a damping part v_rel = der(s). A frame that only line forces
/// reach (springs in series) is a massless point with the world's
/// orientation (MSL's fixedRotationAtFrame): its position is set by the
/// balance of the line forces on it; give r_rel_0's start as the guess.
class LineForce : public Element {
 public:
  ElementData element() const override;
  Frame frame_a, frame_b;
  std::array<Expr, 3> r_rel_0;
  Expr length, s, f;
  Expr v_rel;  // der(s); a constant 0 unless the element damps

 protected:
  LineForce(ComponentContext ctx, double s_small, bool uses_speed);
  /// f = law (an expression of s, v_rel and parameters).
  void force_law(const Expr& law);

 private:
  Expr s_small_;
  Expr law_;
  bool uses_speed_;
};

struct SpringParams {
  double c = 1;              // N/m, spring constant
  double s_unstretched = 0;  // m, unstretched length
  double s_small = 1e-10;    // m, guard of the distance against division by zero
};

/// Linear spring between two frame origins, f = c (s - s_unstretched)
/// (MSL Forces.Spring with m = 0).
class Spring : public LineForce {
 public:
  static constexpr const char* kTypeName = "Spring";
  using Params = SpringParams;
  Spring(ComponentContext ctx, Params p = Params());
};

struct DamperParams {
  double d = 0;            // N.s/m, damping constant
  double s_small = 1e-10;  // m
};

/// Linear damper between two frame origins, f = d der(s) (MSL Forces.Damper).
class Damper : public LineForce {
 public:
  static constexpr const char* kTypeName = "Damper";
  using Params = DamperParams;
  Damper(ComponentContext ctx, Params p = Params());
};

struct SpringDamperParallelParams {
  double c = 1;              // N/m
  double s_unstretched = 0;  // m
  double d = 0;              // N.s/m
  double s_small = 1e-10;    // m
};

/// Spring and damper in parallel, f = c (s - s_unstretched) + d der(s)
/// (MSL Forces.SpringDamperParallel).
class SpringDamperParallel : public LineForce {
 public:
  static constexpr const char* kTypeName = "SpringDamperParallel";
  using Params = SpringDamperParallelParams;
  SpringDamperParallel(ComponentContext ctx, Params p = Params());
};

}  // namespace acausal::multibody
