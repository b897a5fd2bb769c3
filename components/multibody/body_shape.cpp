#include "components/multibody/body_shape.hpp"

namespace acausal::multibody {

BodyShape::BodyShape(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")) {
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
                                     .check_triangle_inequality = p.check_triangle_inequality});
  connect(frame_a, translation.frame_a);
  connect(frame_b, translation.frame_b);
  connect(frame_a, body.frame_a);
}

}  // namespace acausal::multibody
