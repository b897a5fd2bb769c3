#pragma once
// A 1-D rotor whose housing is a 3-D frame (MSL Parts.Rotor1D with
// world.driveTrainMechanics3D = true).
#include "components/multibody/element.hpp"
#include "domains/rotational.hpp"

namespace acausal::multibody {

struct Rotor1DParams {
  double J = 1;         // kg.m2, moment of inertia about the rotor axis
  Vector3d n{1, 0, 0};  // rotor axis in frame_a (structural)
  /// true: the housing's angular acceleration about n acts on the rotor (MSL
  /// exact); false: neglected (no algebraic loop between rotor and housing).
  bool exact = true;
  StateSelect state_select = StateSelect::Default;  // for phi and w
};

/// Inertia J turning by phi relative to its housing frame_a about the axis n
/// (flange_a.phi = flange_b.phi = phi, w = der(phi), a = der(w)). MSL
/// RotorWith3DEffects: J a = flange_a.tau + flange_b.tau - J n·z_a, and the
/// housing carries the gyroscopic torque frame_a.t = w_a × (J n w) - n (J
/// n·z_a), with w_a, z_a frame_a's angular velocity and acceleration in its
/// own axes (variables w_a[1..3], z_a[1..3], set by the mechanism
/// assembler). No force on frame_a: the rotor's mass belongs to a Body.
class Rotor1D : public Element {
 public:
  static constexpr const char* kTypeName = "Rotor1D";
  using Params = Rotor1DParams;
  Rotor1D(ComponentContext ctx, Params p = Params());
  ElementData element() const override;
  Frame frame_a;
  rotational::Flange flange_a, flange_b;
  Expr phi, w, a;
  Vec3 w_a, z_a;

 private:
  Vector3d n_;
  Expr J_;
};

}  // namespace acausal::multibody
