#pragma once
// What BodyBox and BodyCylinder share: a homogeneous shape from r_shape to r
// in frame_a is a Body at the middle of the shape plus a FixedTranslation
// from frame_a to frame_b (as MSL's BodyBox and BodyCylinder).
#include "components/multibody/body.hpp"
#include "components/multibody/fixed_translation.hpp"

namespace acausal::multibody {

/// Mass m, centre of mass r_shape + e length / 2 (e: unit vector along
/// r - r_shape; MSL's lengthDirection), inertia about it (resolved in frame_a).
BodyParams shape_body_params(double m, const Vector3d& r_shape, const Vector3d& e, double length,
                             const Matrix3d& inertia);

/// Adds inner components frameTranslation (frame_a to frame_b by r) and body
/// (at frame_a) to the shape component c.
void assemble_shape(Component& c, const Frame& frame_a, const Frame& frame_b, const Vector3d& r,
                    const BodyParams& body);

}  // namespace acausal::multibody
