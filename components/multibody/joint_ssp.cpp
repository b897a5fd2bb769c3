#include "components/multibody/joint_ssp.hpp"

#include <cmath>

#include <fmt/format.h>

#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/prismatic.hpp"
#include "components/multibody/universal_spherical.hpp"

namespace acausal::multibody {

JointSSP::JointSSP(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")),
      frame_ib(declare_frame(*this, "frame_ib")) {
  if (!(p.rod1Length > 0))
    throw ModelError(
        fmt::format("JointSSP '{}': rod1Length = {} is not a length. Set {}.rod1Length "
                    "to the distance between the two spherical joints (> 0).",
                    path(), p.rod1Length, path()));
  const Vector3d e = unit_axis(*this, "rod1Direction", p.rod1Direction);
  auto& prismatic = add<Prismatic>(
      "prismatic", Prismatic::Params{.n = p.n_b, .state_select = StateSelect::Default});
  auto& rod2 = add<FixedTranslation>("rod2", FixedTranslation::Params{.r = p.rRod2_ib});
  auto& rod1 = add_spherical_rod(*this, "rod1", p.rod1Length, e);
  connect(frame_b, prismatic.frame_a);
  connect(prismatic.frame_b, frame_ib);
  connect(frame_ib, rod2.frame_a);
  connect(rod2.frame_b, rod1.frame_a);
  connect(rod1.frame_b, frame_a);
}

}  // namespace acausal::multibody
