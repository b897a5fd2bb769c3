#include "models/msl/robot_r3_one_axis.hpp"

#include <numbers>

#include "components/blocks/profiles.hpp"
#include "components/rotational/inertia.hpp"
#include "models/msl/robot_r3_utilities.hpp"

namespace acausal::models::msl {

std::unique_ptr<Model> robot_r3_one_axis() {
  using robot_r3::AxisType1;
  auto m = std::make_unique<Model>("Modelica.Mechanics.MultiBody.Examples.Systems.RobotR3.OneAxis");
  const double mLoad = 15, kp = 5, ks = 0.5, Ts = 0.05, startAngle = 0, endAngle = 120;
  const double swingTime = 0.5, refSpeedMax = 3, refAccMax = 10;
  const double deg = std::numbers::pi / 180;
  auto& axis = m->add<AxisType1>("axis", AxisType1::Params{.kp = kp,
                                                           .ks = ks,
                                                           .Ts = Ts,
                                                           .w = 5500,
                                                           .ratio = 210,
                                                           .Rv0 = 0.5,
                                                           .Rv1 = 0.1 / 130,
                                                           .c = 8,
                                                           .cd = 0.01});
  auto& load = m->add<rotational::Inertia>("load", rotational::Inertia::Params{.J = 1.3 * mLoad});
  // PathPlanning1: KinematicPTP2 and termination swingTime after the motion ends
  auto& path = m->add<blocks::KinematicPTP>(
      "path", blocks::KinematicPTP::Params{.q_begin = {startAngle * deg},
                                           .q_end = {endAngle * deg},
                                           .qd_max = {refSpeedMax},
                                           .qdd_max = {refAccMax}});
  m->connect(axis.flange, load.flange_a);
  m->connect(path.q[0], axis.angle_ref);
  m->connect(path.qd[0], axis.speed_ref);
  m->terminate_when(Expr::time() >= path.endTime + swingTime, "... End condition reached");
  return m;
}

}  // namespace acausal::models::msl
