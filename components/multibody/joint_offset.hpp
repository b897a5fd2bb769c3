#pragma once
// MSL's phi_offset and s_offset of the joint at frame_b of a loop assembly
// (JointRRR, JointRRP, JointUSR, JointUSP, JointSSR): reused, never copied.
#include "components/multibody/element.hpp"

namespace acausal::multibody {

/// The frame the revolute joint at frame_b starts from: frame_b itself, or,
/// for phi_offset != 0, frame_b turned by it about n (a FixedRotation "offset"),
/// so that the joint's angle is MSL's phi while the frames turn by phi + phi_offset.
const Port& revolute_offset(Component& c, const Port& frame_b, const Vector3d& n,
                            double phi_offset);

/// The frame the prismatic joint at frame_b starts from: frame_b itself, or,
/// for s_offset != 0, frame_b moved by it along n (a FixedTranslation "offset").
const Port& prismatic_offset(Component& c, const Port& frame_b, const Vector3d& n, double s_offset);

}  // namespace acausal::multibody
