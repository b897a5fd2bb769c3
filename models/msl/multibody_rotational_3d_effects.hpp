#pragma once
// MSL 4.0.0 MultiBody.Examples.Rotational3DEffects: 1-D rotors whose housing
// is a 3-D frame (Rotor1D, Mounting1D), beside the same drive built from
// 3-D bodies (docs/multibody.md).
#include <memory>

#include "core/model/model.hpp"

namespace acausal::models::msl {

/// Rotational3DEffects.ActuatedDrive: a cylinder turned by a 3-D torque
/// beside a Rotor1D turned by a 1-D torque whose support is a Mounting1D.
std::unique_ptr<Model> multibody_actuated_drive();
/// Rotational3DEffects.MovingActuatedDrive: ActuatedDrive's two drive trains,
/// each on a revolute joint swung by a position source.
std::unique_ptr<Model> multibody_moving_actuated_drive();
/// Rotational3DEffects.GyroscopicEffects: a spherical pendulum carrying a
/// spinning cylinder beside the same pendulum with the cylinder's spin in a
/// Rotor1D.
std::unique_ptr<Model> multibody_gyroscopic_effects();
/// Rotational3DEffects.GearConstraint: two cylinders coupled by a
/// GearConstraint (ratio 10) beside the same drive built from 1-D inertias
/// and an IdealGear on a Mounting1D.
std::unique_ptr<Model> multibody_gear_constraint();
/// Rotational3DEffects.BevelGear1D: two Rotor1D coupled by a 90 degree
/// BevelGear1D on a box swung about three axes by torque-driven revolutes.
std::unique_ptr<Model> multibody_bevel_gear_1d();

}  // namespace acausal::models::msl
