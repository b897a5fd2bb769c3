#pragma once
// A 1-D gearbox between shafts of arbitrary directions whose housing is a 3-D
// frame (MSL 4.0.0 Parts.BevelGear1D with world.driveTrainMechanics3D = true).
#include "components/multibody/element.hpp"
#include "domains/rotational.hpp"

namespace acausal::multibody {

struct BevelGear1DParams {
  double ratio = 1;       // gear speed ratio, flange_a.phi = ratio * flange_b.phi
  Vector3d n_a{1, 0, 0};  // axis of flange_a in frame_a (structural)
  Vector3d n_b{1, 0, 0};  // axis of flange_b in frame_a (structural)
};

/// Ideal gear between 1-D flanges whose angles are relative to the housing
/// frame_a: flange_a.phi = ratio * flange_b.phi, 0 = ratio * flange_a.tau +
/// flange_b.tau. The flanges turn about different axes e_a, e_b, so the
/// torques do not cancel on the housing: it carries tau_a e_a + tau_b e_b
/// (MSL Housing: frame_a.t = -flange_a.tau e_a - flange_b.tau e_b, the
/// torque frame_a exerts on the gearbox), no force.
class BevelGear1D : public Element {
 public:
  static constexpr const char* kTypeName = "BevelGear1D";
  using Params = BevelGear1DParams;
  BevelGear1D(ComponentContext ctx, Params p = Params());
  ElementData element() const override;
  Frame frame_a;
  rotational::Flange flange_a, flange_b;

 private:
  Vector3d e_a_, e_b_;
};

}  // namespace acausal::multibody
