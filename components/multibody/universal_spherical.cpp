#include "components/multibody/universal_spherical.hpp"

#include <cmath>

#include <fmt/format.h>

#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/spherical.hpp"
#include "components/multibody/universal.hpp"

namespace acausal::multibody {

UniversalSpherical::UniversalSpherical(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")),
      frame_ia(declare_frame(*this, "frame_ia")) {
  const Vector3d n1 = unit_axis(*this, "n1_a", p.n1_a);
  const Vector3d e = unit_axis(*this, "rRod_ia", p.rRod_ia);
  // MSL: the universal's second axis is normal to its first and to the rod.
  const Vector3d n2{n1[1] * e[2] - n1[2] * e[1], n1[2] * e[0] - n1[0] * e[2],
                    n1[0] * e[1] - n1[1] * e[0]};
  if (std::sqrt(n2[0] * n2[0] + n2[1] * n2[1] + n2[2] * n2[2]) < 1e-10)
    throw ModelError(fmt::format(
        "UniversalSpherical '{}': n1_a = {{{}, {}, {}}} is parallel to the rod rRod_ia, so the "
        "universal joint's second axis is undefined. Set {}.n1_a to a vector not along the rod.",
        path(), p.n1_a[0], p.n1_a[1], p.n1_a[2], path()));
  // A loop-closing assembly: the mechanism's own joints keep the states.
  auto& universal =
      add<Universal>("universal", Universal::Params{.n_a = n1,
                                                    .n_b = unit_axis(*this, "n1_a × rRod_ia", n2),
                                                    .state_select = StateSelect::Default});
  auto& rod = add<FixedTranslation>("rod", FixedTranslation::Params{.r = p.rRod_ia});
  auto& spherical = add<Spherical>("spherical");
  connect(frame_a, universal.frame_a);
  connect(universal.frame_b, rod.frame_a);
  connect(rod.frame_b, spherical.frame_a);
  connect(spherical.frame_b, frame_b);
  connect(frame_ia, universal.frame_b);
}

UniversalSpherical& add_spherical_rod(Component& c, const std::string& name, double length,
                                      const Vector3d& direction) {
  std::size_t most_normal = 0;
  for (std::size_t i = 1; i < 3; ++i)
    if (std::fabs(direction[i]) < std::fabs(direction[most_normal])) most_normal = i;
  Vector3d n1{0, 0, 0};
  n1[most_normal] = 1;
  return c.add<UniversalSpherical>(
      name, UniversalSpherical::Params{
                .n1_a = n1,
                .rRod_ia = {length * direction[0], length * direction[1], length * direction[2]}});
}

}  // namespace acausal::multibody
