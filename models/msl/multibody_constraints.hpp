#pragma once
// MSL 4.0.0 MultiBody.Examples.Constraints: a pendulum on a joint beside the
// same pendulum as a free body held by a constraint joint (docs/multibody.md).
// MSL's free body (its states in the body, initialised through
// FreeMotionScalarInit) is a FreeMotion named "freeMotionScalarInit" here,
// between the same frames, with the same initial conditions on its angle.
#include <memory>

#include "core/model/model.hpp"

namespace acausal::models::msl {

/// Constraints.RevoluteConstraint: Revolute joint vs RevoluteConstraint.
std::unique_ptr<Model> multibody_revolute_constraint();
/// Constraints.SphericalConstraint: Spherical joint vs SphericalConstraint.
std::unique_ptr<Model> multibody_spherical_constraint();
/// Constraints.PrismaticConstraint: two Prismatic joints (x, y) vs a
/// PrismaticConstraint with x and y free.
std::unique_ptr<Model> multibody_prismatic_constraint();
/// Constraints.UniversalConstraint: Universal joint vs UniversalConstraint,
/// the springs attached through an offset.
std::unique_ptr<Model> multibody_universal_constraint();

}  // namespace acausal::models::msl
