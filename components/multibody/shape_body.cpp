#include "components/multibody/shape_body.hpp"

namespace acausal::multibody {

BodyParams shape_body_params(double m, const Vector3d& r_shape, const Vector3d& e, double length,
                             const Matrix3d& inertia) {
  return BodyParams{.m = m,
                    .r_CM = {r_shape[0] + e[0] * length / 2, r_shape[1] + e[1] * length / 2,
                             r_shape[2] + e[2] * length / 2},
                    .I_11 = inertia[0][0],
                    .I_22 = inertia[1][1],
                    .I_33 = inertia[2][2],
                    .I_21 = inertia[1][0],
                    .I_31 = inertia[2][0],
                    .I_32 = inertia[2][1]};
}

void assemble_shape(Component& c, const Frame& frame_a, const Frame& frame_b, const Vector3d& r,
                    const BodyParams& body) {
  auto& translation = c.add<FixedTranslation>("frameTranslation", FixedTranslation::Params{.r = r});
  auto& inner = c.add<Body>("body", body);
  c.connect(frame_a, translation.frame_a);
  c.connect(frame_b, translation.frame_b);
  c.connect(frame_a, inner.frame_a);
}

}  // namespace acausal::multibody
