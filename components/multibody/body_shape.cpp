#include "components/multibody/body_shape.hpp"

#include <fmt/format.h>

namespace acausal::multibody {

BodyShape::BodyShape(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")),
      params(p) {
  auto& translation = add<FixedTranslation>("frameTranslation", FixedTranslation::Params{.r = p.r});
  auto& body =
      add<Body>("body", Body::Params{.m = p.m,
                                     .r_CM = p.r_CM,
                                     .I_11 = p.I_11,
                                     .I_22 = p.I_22,
                                     .I_33 = p.I_33,
                                     .I_21 = p.I_21,
                                     .I_31 = p.I_31,
                                     .I_32 = p.I_32,
                                     .check_triangle_inequality = p.check_triangle_inequality,
                                     .kinematic_outputs = p.kinematic_outputs});
  if (p.kinematic_outputs) {
    for (std::size_t i = 0; i < 3; ++i) {
      equation(variable(fmt::format("r_0[{}]", i + 1),
                        {.unit = "m", .description = "origin of frame_a, world axes"}),
               body.kinematics.r_0[i]);
      equation(variable(fmt::format("v_0[{}]", i + 1),
                        {.unit = "m/s", .description = "velocity of frame_a's origin, world axes"}),
               body.kinematics.v_0[i]);
      equation(
          variable(fmt::format("a_0[{}]", i + 1),
                   {.unit = "m/s2", .description = "acceleration of frame_a's origin, world axes"}),
          body.kinematics.a_0[i]);
    }
  }
  connect(frame_a, translation.frame_a);
  connect(frame_b, translation.frame_b);
  connect(frame_a, body.frame_a);
}

}  // namespace acausal::multibody
