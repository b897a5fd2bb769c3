#pragma once
// A line force with two point masses on its line (MSL Forces.LineForceWithTwoMasses).
#include <optional>

#include "components/multibody/element.hpp"
#include "domains/translational.hpp"

namespace acausal::multibody {

struct LineForceWithTwoMassesParams {
  double m_a = 0;             // kg, point mass a, at L_a from frame_a towards frame_b
  double m_b = 0;             // kg, point mass b, at L_b from frame_b towards frame_a
  double L_a = 0;             // m
  std::optional<double> L_b;  // m, unset: L_a (MSL's default L_b = L_a)
  double s_small = 1e-6;  // m, guard of the distance in the line's direction (MSL LineForceBase)
};

/// Line force between the origins of frame_a and frame_b whose force comes
/// from a 1-D translational element between flange_a and flange_b
/// (flange_a.s = 0, flange_b.s = length), with point masses m_a and m_b on
/// the line at L_a from frame_a and L_b from frame_b; no torques. The masses'
/// inertial and gravity forces go to the two frames by the power balance of
/// MSL's model (its documentation): with ag_i the acceleration minus gravity
/// of mass i, e the unit vector from frame_a to frame_b, aux = (m_a L_a ag_1 -
/// m_b L_b ag_2) / length and aux⊥ its part normal to e, frame_a supplies
/// m_a ag_1 - aux⊥ - e fa and frame_b m_b ag_2 + aux⊥ - e fb (fa = flange_a.f,
/// fb = flange_b.f). Both flanges must be connected (an open flange carries
/// no force here; MSL would use -f of the other one).
class LineForceWithTwoMasses : public Element {
 public:
  static constexpr const char* kTypeName = "LineForceWithTwoMasses";
  using Params = LineForceWithTwoMassesParams;
  LineForceWithTwoMasses(ComponentContext ctx, Params p = Params());
  ElementData element() const override;
  Frame frame_a, frame_b;
  translational::Flange flange_a, flange_b;
  std::array<Expr, 3> r_rel_0;
  Expr length, s, fa, fb;

 private:
  Expr m_a_, m_b_, L_a_, L_b_, s_small_;
};

}  // namespace acausal::multibody
