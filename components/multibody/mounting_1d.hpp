#pragma once
// The housing of a 1-D drive train on a 3-D frame (MSL Parts.Mounting1D with
// world.driveTrainMechanics3D = true).
#include "components/multibody/element.hpp"
#include "domains/rotational.hpp"

namespace acausal::multibody {

struct Mounting1DParams {
  double phi0 = 0;      // rad, fixed angle of flange_b
  Vector3d n{1, 0, 0};  // axis of the 1-D drive train in frame_a (structural)
};

/// flange_b is fixed (flange_b.phi = phi0); the support torque it takes,
/// flange_b.tau about n, acts on frame_a (MSL Housing: frame_a.t = -n
/// flange_b.tau, the torque frame_a exerts on the housing), so a 1-D
/// actuator's reaction lands on the 3-D body that carries it.
class Mounting1D : public Element {
 public:
  static constexpr const char* kTypeName = "Mounting1D";
  using Params = Mounting1DParams;
  Mounting1D(ComponentContext ctx, Params p = Params());
  ElementData element() const override;
  Frame frame_a;
  rotational::Flange flange_b;

 private:
  Vector3d n_;
};

}  // namespace acausal::multibody
