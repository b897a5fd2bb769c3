#include "models/msl/robot_r3_full_robot.hpp"

#include "models/msl/robot_r3_utilities.hpp"

namespace acausal::models::msl {

std::unique_ptr<Model> robot_r3_full_robot() {
  using namespace robot_r3;
  auto m =
      std::make_unique<Model>("Modelica.Mechanics.MultiBody.Examples.Systems.RobotR3.FullRobot");
  const double kp = 5, ks = 0.5, Ts = 0.05;  // the same for every axis
  auto& mechanics = m->add<MechanicalStructure>(
      "mechanics", MechanicalStructure::Params{.mLoad = 15, .rLoad = {0.1, 0.25, 0.1}, .g = 9.81});
  auto& pathPlanning = m->add<PathPlanning6>(
      "pathPlanning", PathPlanning6::Params{.angleBegDeg = {-60, 20, 90, 0, -110, 0},
                                            .angleEndDeg = {60, -70, -35, 45, 110, 45},
                                            .speedMax = {3, 1.5, 5, 3.1, 3.1, 4.1},
                                            .accMax = {15, 15, 15, 60, 60, 60},
                                            .startTime = 0,
                                            .swingTime = 0.5});
  std::vector<AxisType2*> axes;
  axes.push_back(&m->add<AxisType1>("axis1", AxisType1::Params{.kp = kp,
                                                               .ks = ks,
                                                               .Ts = Ts,
                                                               .w = 4590,
                                                               .ratio = -105,
                                                               .Rv0 = 0.4,
                                                               .Rv1 = 0.13 / 160,
                                                               .c = 43,
                                                               .cd = 0.005}));
  axes.push_back(&m->add<AxisType1>("axis2", AxisType1::Params{.kp = kp,
                                                               .ks = ks,
                                                               .Ts = Ts,
                                                               .w = 5500,
                                                               .ratio = 210,
                                                               .Rv0 = 0.5,
                                                               .Rv1 = 0.1 / 130,
                                                               .c = 8,
                                                               .cd = 0.01}));
  axes.push_back(&m->add<AxisType1>("axis3", AxisType1::Params{.kp = kp,
                                                               .ks = ks,
                                                               .Ts = Ts,
                                                               .w = 5500,
                                                               .ratio = 60,
                                                               .Rv0 = 0.7,
                                                               .Rv1 = 0.2 / 130,
                                                               .c = 58,
                                                               .cd = 0.04}));
  axes.push_back(&m->add<AxisType2>("axis4", AxisType2::Params{.kp = kp,
                                                               .ks = ks,
                                                               .Ts = Ts,
                                                               .k = 0.2365,
                                                               .w = 6250,
                                                               .D = 0.55,
                                                               .J = 1.6e-4,
                                                               .ratio = -99,
                                                               .Rv0 = 21.8,
                                                               .Rv1 = 9.8,
                                                               .peak = 26.7 / 21.8}));
  axes.push_back(&m->add<AxisType2>("axis5", AxisType2::Params{.kp = kp,
                                                               .ks = ks,
                                                               .Ts = Ts,
                                                               .k = 0.2608,
                                                               .w = 6250,
                                                               .D = 0.55,
                                                               .J = 1.8e-4,
                                                               .ratio = 79.2,
                                                               .Rv0 = 30.1,
                                                               .Rv1 = 0.03,
                                                               .peak = 39.6 / 30.1}));
  axes.push_back(&m->add<AxisType2>("axis6", AxisType2::Params{.kp = kp,
                                                               .ks = ks,
                                                               .Ts = Ts,
                                                               .k = 0.0842,
                                                               .w = 7400,
                                                               .D = 0.27,
                                                               .J = 4.3e-5,
                                                               .ratio = -99,
                                                               .Rv0 = 10.9,
                                                               .Rv1 = 3.92,
                                                               .peak = 16.8 / 10.9}));
  for (std::size_t k = 0; k < axes.size(); ++k) {
    m->connect(axes[k]->flange, mechanics.axis[k]);
    m->connect(pathPlanning.angle_ref[k], axes[k]->angle_ref);
    m->connect(pathPlanning.speed_ref[k], axes[k]->speed_ref);
  }
  return m;
}

}  // namespace acausal::models::msl
