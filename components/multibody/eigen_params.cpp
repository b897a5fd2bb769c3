#include "components/multibody/eigen_params.hpp"

namespace acausal::multibody {

Vector3d to_array(const Eigen::Vector3d& v) {
  return {v[0], v[1], v[2]};
}

Matrix3d to_array(const Eigen::Matrix3d& m) {
  Matrix3d a{};
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j)
      a[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] = m(i, j);
  return a;
}

Body::Params body_params(double mass, const Eigen::Vector3d& center_of_mass,
                         const Eigen::Matrix3d& inertia) {
  return {.m = mass,
          .r_CM = to_array(center_of_mass),
          .I_11 = inertia(0, 0),
          .I_22 = inertia(1, 1),
          .I_33 = inertia(2, 2),
          .I_21 = inertia(1, 0),
          .I_31 = inertia(2, 0),
          .I_32 = inertia(2, 1)};
}

}  // namespace acausal::multibody
