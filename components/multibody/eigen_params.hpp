#pragma once
// Eigen values (from dynamics/, kinematics/, parameter tables) as the
// parameters of multibody components, which hold plain arrays.
#include <Eigen/Core>

#include "components/multibody/body.hpp"

namespace acausal::multibody {

Vector3d to_array(const Eigen::Vector3d& v);
Matrix3d to_array(const Eigen::Matrix3d& m);

/// A Body with this mass, centre of mass and inertia tensor about it (frame_a axes).
Body::Params body_params(double mass, const Eigen::Vector3d& center_of_mass,
                         const Eigen::Matrix3d& inertia);

}  // namespace acausal::multibody
