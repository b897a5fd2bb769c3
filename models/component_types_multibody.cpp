// Component types of the multibody library.
#include <cmath>

#include "components/multibody/absolute_position.hpp"
#include "components/multibody/absolute_sensor.hpp"
#include "components/multibody/bevel_gear_1d.hpp"
#include "components/multibody/body.hpp"
#include "components/multibody/body_box.hpp"
#include "components/multibody/body_cylinder.hpp"
#include "components/multibody/body_shape.hpp"
#include "components/multibody/fixed.hpp"
#include "components/multibody/fixed_dh_transform.hpp"
#include "components/multibody/fixed_rotation.hpp"
#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/force_and_torque.hpp"
#include "components/multibody/free_motion.hpp"
#include "components/multibody/gear_constraint.hpp"
#include "components/multibody/joint_rrp.hpp"
#include "components/multibody/joint_rrr.hpp"
#include "components/multibody/joint_ssp.hpp"
#include "components/multibody/joint_ssr.hpp"
#include "components/multibody/joint_ups.hpp"
#include "components/multibody/joint_usp.hpp"
#include "components/multibody/joint_usr.hpp"
#include "components/multibody/line_force_with_two_masses.hpp"
#include "components/multibody/line_forces.hpp"
#include "components/multibody/mounting_1d.hpp"
#include "components/multibody/prismatic.hpp"
#include "components/multibody/prismatic_constraint.hpp"
#include "components/multibody/relative_sensor.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/revolute_constraint.hpp"
#include "components/multibody/revolute_planar_loop_constraint.hpp"
#include "components/multibody/rotor_1d.hpp"
#include "components/multibody/spherical.hpp"
#include "components/multibody/spherical_constraint.hpp"
#include "components/multibody/universal.hpp"
#include "components/multibody/universal_constraint.hpp"
#include "components/multibody/universal_spherical.hpp"
#include "components/multibody/world.hpp"
#include "components/multibody/world_force.hpp"
#include "components/multibody/world_force_and_torque.hpp"
#include "models/component_type_fields.hpp"

namespace acausal::models::detail {

namespace {

using namespace acausal::multibody;

template <class P>
Fields<P>& inertia_fields(Fields<P>& f) {
  return f.add("m", &P::m, "kg, mass")
      .add("r_CM", &P::r_CM, "m, centre of mass in frame_a")
      .add("I_11", &P::I_11, "kg.m2, inertia about the CM, frame_a axes")
      .add("I_22", &P::I_22, "kg.m2")
      .add("I_33", &P::I_33, "kg.m2")
      .add("I_21", &P::I_21, "kg.m2, product of inertia")
      .add("I_31", &P::I_31, "kg.m2, product of inertia")
      .add("I_32", &P::I_32, "kg.m2, product of inertia");
}

std::vector<std::pair<std::string, ResolveInFrame>> resolve_names(bool frame_b) {
  return {{"world", ResolveInFrame::world},
          {frame_b ? "frame_b" : "frame_a",
           frame_b ? ResolveInFrame::frame_b : ResolveInFrame::frame_a}};
}

// A rotation sequence (MSL Types.RotationSequence): three axes 1 = x, 2 = y,
// 3 = z, given as a list; the component checks that they are a permutation.
template <class P>
Fields<P>& sequence_field(Fields<P>& f, std::array<int, 3> P::*member, std::string description) {
  return f.custom(
      "sequence", "list", std::move(description),
      [member](P& p, const FieldContext& w, const OptionValue& v) {
        const std::vector<double> axes = read_list(w, v);
        if (axes.size() != 3) wrong_kind(w, "a list of 3 axes 1, 2 or 3", v);
        for (std::size_t i = 0; i < 3; ++i) {
          if (axes[i] != std::floor(axes[i]) || axes[i] < 1 || axes[i] > 3)
            wrong_kind(w, "a list of 3 axes 1, 2 or 3", v);
          (p.*member)[i] = static_cast<int>(axes[i]);
        }
      },
      [member](const P& p) {
        return show(std::vector<double>((p.*member).begin(), (p.*member).end()));
      });
}

}  // namespace

void add_multibody_types(std::vector<ComponentType>& out) {
  out.push_back(component<World>("multibody.World",
                                 "inertial frame and gravity (MSL World; default gravity along -y)",
                                 Fields<WorldParams>()
                                     .add("n", &WorldParams::n, "direction of gravity (structural)")
                                     .add("g", &WorldParams::g, "m/s2, gravity")));
  {
    Fields<BodyParams> f;
    out.push_back(
        component<Body>("multibody.Body", "rigid body (MSL Parts.Body)", inertia_fields(f)));
  }
  {
    Fields<BodyShapeParams> f;
    f.add("r", &BodyShapeParams::r, "m, origin of frame_b in frame_a");
    out.push_back(component<BodyShape>("multibody.BodyShape",
                                       "rigid body with two frames (MSL Parts.BodyShape)",
                                       inertia_fields(f)));
  }
  out.push_back(component<BodyBox>(
      "multibody.BodyBox", "box-shaped body, mass from its size and density (MSL Parts.BodyBox)",
      Fields<BodyBoxParams>()
          .add("r", &BodyBoxParams::r, "m, origin of frame_b in frame_a")
          .add("r_shape", &BodyBoxParams::r_shape, "m, start of the box in frame_a")
          .add("length", &BodyBoxParams::length, "m, along r - r_shape; 0: |r - r_shape|")
          .add("width_direction", &BodyBoxParams::width_direction, "box width direction in frame_a")
          .add("width", &BodyBoxParams::width, "m; 0: length / 20")
          .add("height", &BodyBoxParams::height, "m; < 0: = width")
          .add("inner_width", &BodyBoxParams::inner_width, "m, hollow box")
          .add("inner_height", &BodyBoxParams::inner_height, "m; < 0: = inner_width")
          .add("density", &BodyBoxParams::density, "kg/m3")));
  out.push_back(component<BodyCylinder>(
      "multibody.BodyCylinder",
      "cylindrical body, mass from its size and density (MSL Parts.BodyCylinder)",
      Fields<BodyCylinderParams>()
          .add("r", &BodyCylinderParams::r, "m, origin of frame_b in frame_a")
          .add("r_shape", &BodyCylinderParams::r_shape, "m, start of the cylinder in frame_a")
          .add("length", &BodyCylinderParams::length, "m, along r - r_shape; 0: |r - r_shape|")
          .add("diameter", &BodyCylinderParams::diameter, "m; 0: length / 20")
          .add("inner_diameter", &BodyCylinderParams::inner_diameter, "m, hollow cylinder")
          .add("density", &BodyCylinderParams::density, "kg/m3")
          .add("kinematic_outputs", &BodyCylinderParams::kinematic_outputs,
               "the inner body's absolute kinematics as variables (body.r_0, v_0, a_0, w_a, "
               "z_a)")));
  out.push_back(component<FixedTranslation>(
      "multibody.FixedTranslation", "rigid translation (MSL Parts.FixedTranslation)",
      Fields<FixedTranslationParams>().add("r", &FixedTranslationParams::r,
                                           "m, origin of frame_b in frame_a")));
  out.push_back(component<FixedRotation>(
      "multibody.FixedRotation", "rigid translation and rotation (MSL Parts.FixedRotation)",
      Fields<FixedRotationParams>()
          .add("r", &FixedRotationParams::r, "m, origin of frame_b in frame_a")
          .add("n", &FixedRotationParams::n, "rotation axis in frame_a (structural)")
          .add("angle", &FixedRotationParams::angle, "rad, rotation about n (structural)")
          .add("R", &FixedRotationParams::R,
               "frame_b's axes as columns in frame_a; replaces n, angle")));
  out.push_back(component<FixedDhTransform>(
      "multibody.FixedDhTransform", "constant Denavit-Hartenberg transform",
      Fields<FixedDhTransformParams>()
          .choice("convention", &FixedDhTransformParams::convention,
                  {{"standard", DhConvention::standard}, {"modified", DhConvention::modified}}, "")
          .add("a", &FixedDhTransformParams::a, "m, link length along x")
          .add("alpha", &FixedDhTransformParams::alpha, "rad, link twist about x (structural)")
          .add("d", &FixedDhTransformParams::d, "m, offset along z")
          .add("theta", &FixedDhTransformParams::theta, "rad, angle about z (structural)")));
  out.push_back(component<Revolute>(
      "multibody.Revolute", "revolute joint (MSL Joints.Revolute)",
      Fields<RevoluteParams>()
          .add("n", &RevoluteParams::n, "axis of rotation in frame_a (structural)")
          .add("use_axis_flange", &RevoluteParams::use_axis_flange, "1-D flanges axis and support")
          .add("closes_loop", &RevoluteParams::closes_loop, "cut a kinematic loop here")
          .choice("state_select", &RevoluteParams::state_select, state_select_names(), "")));
  out.push_back(component<Prismatic>(
      "multibody.Prismatic", "prismatic joint (MSL Joints.Prismatic)",
      Fields<PrismaticParams>()
          .add("n", &PrismaticParams::n, "axis of translation in frame_a (structural)")
          .add("use_axis_flange", &PrismaticParams::use_axis_flange, "1-D flanges axis and support")
          .add("closes_loop", &PrismaticParams::closes_loop, "cut a kinematic loop here")
          .choice("state_select", &PrismaticParams::state_select, state_select_names(), "")));
  {
    Fields<SphericalParams> f;
    f.choice("state_select", &SphericalParams::state_select, state_select_names(), "");
    sequence_field(f, &SphericalParams::sequence,
                   "order of the three turns about the axes 1 = x, 2 = y, 3 = z of the "
                   "preceding frame, e.g. [2, 3, 1]; singular when the middle angle is +-pi/2");
    out.push_back(component<Spherical>("multibody.Spherical",
                                       "spherical joint (Cardan angles; MSL Joints.Spherical)", f));
  }
  out.push_back(component<Universal>(
      "multibody.Universal", "universal joint (MSL Joints.Universal)",
      Fields<UniversalParams>()
          .add("n_a", &UniversalParams::n_a, "first axis, in frame_a")
          .add("n_b", &UniversalParams::n_b, "second axis, in frame_b")
          .choice("state_select", &UniversalParams::state_select, state_select_names(), "")));
  out.push_back(component_without_options<AbsolutePosition>(
      "multibody.AbsolutePosition", "position of a frame in world coordinates"));
  out.push_back(component<AbsoluteSensor>(
      "multibody.AbsoluteSensor",
      "pose, velocities and accelerations of a frame (MSL AbsoluteSensor)",
      Fields<AbsoluteSensorParams>().choice("resolve_in_frame",
                                            &AbsoluteSensorParams::resolve_in_frame,
                                            resolve_names(false), "axes of the outputs")));
  out.push_back(component_without_options<RelativeSensor>(
      "multibody.RelativeSensor", "motion of frame_b relative to frame_a (MSL RelativeSensor)"));
  out.push_back(component_without_options<WorldForce>(
      "multibody.WorldForce", "force on a frame, world coordinates (MSL WorldForce)"));
  out.push_back(component<WorldTorque>(
      "multibody.WorldTorque", "torque on a frame (MSL WorldTorque)",
      Fields<ExternalLoadParams>().choice("resolve_in_frame", &ExternalLoadParams::resolve_in_frame,
                                          resolve_names(true), "axes of the input")));
  out.push_back(component<WorldForceAndTorque>(
      "multibody.WorldForceAndTorque", "force and torque on a frame (MSL WorldForceAndTorque)",
      Fields<ExternalLoadParams>().choice("resolve_in_frame", &ExternalLoadParams::resolve_in_frame,
                                          resolve_names(true), "axes of the inputs")));
  out.push_back(component<ForceAndTorque>(
      "multibody.ForceAndTorque",
      "force and torque between two frames, reaction on frame_a (MSL Forces.ForceAndTorque)",
      Fields<ForceAndTorqueParams>().choice("resolve_in_frame",
                                            &ForceAndTorqueParams::resolve_in_frame,
                                            {{"frame_b", ResolveInFrame::frame_b},
                                             {"frame_a", ResolveInFrame::frame_a},
                                             {"world", ResolveInFrame::world},
                                             {"frame_resolve", ResolveInFrame::frame_resolve}},
                                            "axes of the inputs")));
  out.push_back(component<Spring>(
      "multibody.Spring", "linear spring between two frame origins (MSL Forces.Spring)",
      Fields<SpringParams>()
          .add("c", &SpringParams::c, "N/m, spring constant")
          .add("s_unstretched", &SpringParams::s_unstretched, "m, unstretched length")
          .add("s_small", &SpringParams::s_small, "m, guard against a zero distance")));
  out.push_back(component<Damper>(
      "multibody.Damper", "linear damper between two frame origins (MSL Forces.Damper)",
      Fields<DamperParams>()
          .add("d", &DamperParams::d, "N.s/m, damping constant")
          .add("s_small", &DamperParams::s_small, "m, guard against a zero distance")));
  out.push_back(component<SpringDamperParallel>(
      "multibody.SpringDamperParallel",
      "spring and damper in parallel between two frame origins (MSL Forces.SpringDamperParallel)",
      Fields<SpringDamperParallelParams>()
          .add("c", &SpringDamperParallelParams::c, "N/m, spring constant")
          .add("s_unstretched", &SpringDamperParallelParams::s_unstretched, "m, unstretched length")
          .add("d", &SpringDamperParallelParams::d, "N.s/m, damping constant")
          .add("s_small", &SpringDamperParallelParams::s_small,
               "m, guard against a zero distance")));
  out.push_back(component<Fixed>(
      "multibody.Fixed", "a frame fixed in the world (MSL Parts.Fixed)",
      Fields<FixedParams>().add("r", &FixedParams::r, "m, origin of frame_b in world axes")));
  out.push_back(component<FreeMotion>(
      "multibody.FreeMotion",
      "six degrees of freedom between two frames, quaternion or Cardan-angle states (MSL "
      "Joints.FreeMotion)",
      Fields<FreeMotionParams>()
          .add("r_rel_a_start", &FreeMotionParams::r_rel_a_start,
               "m, frame_b's origin relative to frame_a, frame_a axes")
          .add("v_rel_a_start", &FreeMotionParams::v_rel_a_start, "m/s, der(r_rel_a)")
          .add("angles_start", &FreeMotionParams::angles_start,
               "rad, Cardan angles (x, y, z) of frame_b relative to frame_a")
          .add("w_rel_a_start", &FreeMotionParams::w_rel_a_start,
               "rad/s, angular velocity of frame_b relative to frame_a, frame_a axes")
          .add("r_rel_a_fixed", &FreeMotionParams::r_rel_a_fixed, "the start is a condition")
          .add("v_rel_a_fixed", &FreeMotionParams::v_rel_a_fixed, "the start is a condition")
          .add("angles_fixed", &FreeMotionParams::angles_fixed, "the start is a condition")
          .add("w_rel_a_fixed", &FreeMotionParams::w_rel_a_fixed, "the start is a condition")
          .add("use_quaternions", &FreeMotionParams::use_quaternions,
               "true: quaternion states; false: Cardan angles phi {1, 2, 3} and phi_d")));
  out.push_back(component<RevolutePlanarLoopConstraint>(
      "multibody.RevolutePlanarLoopConstraint",
      "revolute joint that closes a planar loop (MSL Joints.RevolutePlanarLoopConstraint)",
      Fields<RevolutePlanarLoopConstraintParams>().add(
          "n", &RevolutePlanarLoopConstraintParams::n,
          "axis of rotation, normal of the loop's plane (structural)")));
  out.push_back(component<RevoluteConstraint>(
      "multibody.RevoluteConstraint",
      "loop-closing revolute joint without coordinates (MSL Joints.Constraints.Revolute)",
      Fields<RevoluteConstraintParams>().add(
          "n", &RevoluteConstraintParams::n,
          "axis of rotation, frame_a and frame_b (structural)")));
  out.push_back(component_without_options<SphericalConstraint>(
      "multibody.SphericalConstraint",
      "loop-closing spherical joint without coordinates (MSL Joints.Constraints.Spherical)"));
  out.push_back(component<PrismaticConstraint>(
      "multibody.PrismaticConstraint",
      "loop-closing prismatic joint without coordinates: no relative rotation, origins held "
      "along the locked axes (MSL Joints.Constraints.Prismatic)",
      Fields<PrismaticConstraintParams>()
          .add("x_locked", &PrismaticConstraintParams::x_locked,
               "frame_b's origin held on frame_a's along frame_a's x axis (structural)")
          .add("y_locked", &PrismaticConstraintParams::y_locked, "the same along y (structural)")
          .add("z_locked", &PrismaticConstraintParams::z_locked, "the same along z (structural)")));
  out.push_back(component<UniversalConstraint>(
      "multibody.UniversalConstraint",
      "loop-closing universal joint without coordinates: n_b stays normal to n_a, origins held "
      "along the locked axes (MSL Joints.Constraints.Universal)",
      Fields<UniversalConstraintParams>()
          .add("n_a", &UniversalConstraintParams::n_a, "first axis, fixed in frame_a (structural)")
          .add("n_b", &UniversalConstraintParams::n_b,
               "second axis, fixed in frame_b, normal to n_a (structural)")
          .add("x_locked", &UniversalConstraintParams::x_locked,
               "frame_b's origin held on frame_a's along frame_a's x axis (structural)")
          .add("y_locked", &UniversalConstraintParams::y_locked, "the same along y (structural)")
          .add("z_locked", &UniversalConstraintParams::z_locked, "the same along z (structural)")));
  out.push_back(component<LineForceWithTwoMasses>(
      "multibody.LineForceWithTwoMasses",
      "line force from a 1-D translational element, with two point masses on the line (MSL "
      "Forces.LineForceWithTwoMasses)",
      Fields<LineForceWithTwoMassesParams>()
          .add("m_a", &LineForceWithTwoMassesParams::m_a,
               "kg, point mass a, at L_a from frame_a towards frame_b")
          .add("m_b", &LineForceWithTwoMassesParams::m_b,
               "kg, point mass b, at L_b from frame_b towards frame_a")
          .add("L_a", &LineForceWithTwoMassesParams::L_a, "m, distance of mass a from frame_a")
          .add("L_b", &LineForceWithTwoMassesParams::L_b,
               "m, distance of mass b from frame_b; unset: L_a")
          .add("s_small", &LineForceWithTwoMassesParams::s_small,
               "m, guard against a zero distance")));
  out.push_back(component<Rotor1D>(
      "multibody.Rotor1D",
      "1-D rotor whose housing is a 3-D frame, with gyroscopic torques (MSL Parts.Rotor1D, "
      "driveTrainMechanics3D = true)",
      Fields<Rotor1DParams>()
          .add("J", &Rotor1DParams::J, "kg.m2, moment of inertia about the rotor axis")
          .add("n", &Rotor1DParams::n, "rotor axis in frame_a (structural)")
          .add("exact", &Rotor1DParams::exact,
               "the housing's angular acceleration about n acts on the rotor (false: neglected)")
          .choice("state_select", &Rotor1DParams::state_select, state_select_names(),
                  "for phi and w")));
  out.push_back(component<Mounting1D>(
      "multibody.Mounting1D",
      "housing of a 1-D drive train on a 3-D frame (MSL Parts.Mounting1D, driveTrainMechanics3D "
      "= true)",
      Fields<Mounting1DParams>()
          .add("phi0", &Mounting1DParams::phi0, "rad, fixed angle of flange_b")
          .add("n", &Mounting1DParams::n, "axis of the 1-D drive train in frame_a (structural)")));
  out.push_back(component<GearConstraint>(
      "multibody.GearConstraint",
      "ideal 3-D gearbox between shafts of arbitrary directions on a bearing frame (MSL "
      "Joints.GearConstraint)",
      Fields<GearConstraintParams>()
          .add("ratio", &GearConstraintParams::ratio, "gear speed ratio, phi_a = ratio * phi_b")
          .add("n_a", &GearConstraintParams::n_a, "axis of shaft a, bearing axes (structural)")
          .add("n_b", &GearConstraintParams::n_b, "axis of shaft b, bearing axes (structural)")
          .add("r_a", &GearConstraintParams::r_a, "m, bearing origin to frame_a, bearing axes")
          .add("r_b", &GearConstraintParams::r_b, "m, bearing origin to frame_b, bearing axes")
          .choice("state_select", &GearConstraintParams::state_select, state_select_names(),
                  "for phi_b and w_b")));
  out.push_back(component<BevelGear1D>(
      "multibody.BevelGear1D",
      "1-D gearbox between shafts of arbitrary directions whose housing is a 3-D frame (MSL "
      "Parts.BevelGear1D, driveTrainMechanics3D = true)",
      Fields<BevelGear1DParams>()
          .add("ratio", &BevelGear1DParams::ratio,
               "gear speed ratio, flange_a.phi = ratio * flange_b.phi")
          .add("n_a", &BevelGear1DParams::n_a, "axis of flange_a in frame_a (structural)")
          .add("n_b", &BevelGear1DParams::n_b, "axis of flange_b in frame_a (structural)")));
  out.push_back(component<JointUPS>(
      "multibody.JointUPS",
      "universal - prismatic - spherical joint aggregation (MSL Joints.Assemblies.JointUPS)",
      Fields<JointUPSParams>()
          .add("n1_a", &JointUPSParams::n1_a, "first universal axis, in frame_a (structural)")
          .add("nAxis_ia", &JointUPSParams::nAxis_ia,
               "from frame_a's origin towards frame_b's, frame_ia axes (structural)")));
  out.push_back(component<UniversalSpherical>(
      "multibody.UniversalSpherical",
      "massless rod with a universal joint at frame_a and a spherical joint at frame_b (MSL "
      "Joints.UniversalSpherical, computeRodLength = false)",
      Fields<UniversalSphericalParams>()
          .add("n1_a", &UniversalSphericalParams::n1_a,
               "first universal axis, in frame_a (structural)")
          .add("rRod_ia", &UniversalSphericalParams::rRod_ia,
               "m, rod from frame_a's origin to frame_b's, frame_ia axes (its direction "
               "structural)")));
  out.push_back(component<JointSSP>(
      "multibody.JointSSP",
      "spherical - spherical - prismatic joint aggregation (MSL Joints.Assemblies.JointSSP)",
      Fields<JointSSPParams>()
          .add("rod1Length", &JointSSPParams::rod1Length, "m, rod 1 between the spherical joints")
          .add("n_b", &JointSSPParams::n_b, "prismatic axis, in frame_b (structural)")
          .add("rRod2_ib", &JointSSPParams::rRod2_ib,
               "m, rod 2 from frame_ib to the second spherical joint")
          .add("rod1Direction", &JointSSPParams::rod1Direction,
               "start direction of rod 1 from that joint towards frame_a, frame_ib axes (not in "
               "MSL; structural)")));
  {
    using P = JointSSRParams;
    out.push_back(component<JointSSR>(
        "multibody.JointSSR",
        "spherical - spherical - revolute joint aggregation (MSL Joints.Assemblies.JointSSR)",
        Fields<P>()
            .add("rod1Length", &P::rod1Length, "m, rod 1 between the spherical joints")
            .add("n_b", &P::n_b, "axis of the revolute, frame_b (structural)")
            .add("rRod2_ib", &P::rRod2_ib, "m, rod 2 from frame_ib to the second spherical joint")
            .add("phi_offset", &P::phi_offset, "rad, the revolute's angle is phi + phi_offset")
            .add("phi_guess", &P::phi_guess, "rad, the revolute's start angle (the loop's branch)")
            .add("rod1Direction", &P::rod1Direction,
                 "start direction of rod 1 towards frame_a, frame_ib axes (not in MSL; "
                 "structural)")));
  }
  {
    using P = JointUSRParams;
    out.push_back(component<JointUSR>(
        "multibody.JointUSR",
        "universal - spherical - revolute joint aggregation (MSL Joints.Assemblies.JointUSR)",
        Fields<P>()
            .add("n1_a", &P::n1_a, "first axis of the universal joint, frame_a (structural)")
            .add("n_b", &P::n_b, "axis of the revolute, frame_b (structural)")
            .add("rRod1_ia", &P::rRod1_ia, "m, frame_a to the spherical joint, frame_ia axes")
            .add("rRod2_ib", &P::rRod2_ib, "m, frame_ib to the spherical joint, frame_ib axes")
            .add("phi_offset", &P::phi_offset, "rad, the revolute's angle is phi + phi_offset")
            .add("phi_guess", &P::phi_guess,
                 "rad, the revolute's start angle (the loop's branch)")));
  }
  {
    using P = JointUSPParams;
    out.push_back(component<JointUSP>(
        "multibody.JointUSP",
        "universal - spherical - prismatic joint aggregation (MSL Joints.Assemblies.JointUSP)",
        Fields<P>()
            .add("n1_a", &P::n1_a, "first axis of the universal joint, frame_a (structural)")
            .add("n_b", &P::n_b, "axis of the prismatic joint, frame_b (structural)")
            .add("rRod1_ia", &P::rRod1_ia, "m, frame_a to the spherical joint, frame_ia axes")
            .add("rRod2_ib", &P::rRod2_ib, "m, frame_ib to the spherical joint, frame_ib axes")
            .add("s_offset", &P::s_offset, "m, the prismatic's distance is s + s_offset")
            .add("s_guess", &P::s_guess, "m, the prismatic's start s (the loop's branch)")));
  }
  {
    using P = JointRRRParams;
    out.push_back(component<JointRRR>(
        "multibody.JointRRR",
        "planar revolute - revolute - revolute joint aggregation (MSL Joints.Assemblies.JointRRR)",
        Fields<P>()
            .add("n_a", &P::n_a, "axis of the revolutes, frame_a (structural)")
            .add("n_b", &P::n_b, "the same axis in frame_b (structural)")
            .add("rRod1_ia", &P::rRod1_ia, "m, frame_a to the middle revolute, frame_ia axes")
            .add("rRod2_ib", &P::rRod2_ib, "m, frame_ib to the middle revolute, frame_ib axes")
            .add("phi_offset", &P::phi_offset, "rad, revolute_b's angle is phi + phi_offset")
            .add("phi_guess", &P::phi_guess, "rad, revolute_b's start angle (the loop's branch)")));
  }
  {
    using P = JointRRPParams;
    out.push_back(component<JointRRP>(
        "multibody.JointRRP",
        "planar revolute - revolute - prismatic joint aggregation (MSL Joints.Assemblies.JointRRP)",
        Fields<P>()
            .add("n_a", &P::n_a, "axis of the revolutes, frame_a (structural)")
            .add("n_b", &P::n_b, "axis of the prismatic joint, frame_b (structural)")
            .add("n_m", &P::n_m, "axis of the middle revolute, frame_im (structural)")
            .add("rRod1_ia", &P::rRod1_ia, "m, frame_a to the middle revolute, frame_ia axes")
            .add("rRod2_ib", &P::rRod2_ib, "m, frame_ib to the middle revolute, frame_ib axes")
            .add("s_offset", &P::s_offset, "m, the prismatic's distance is s + s_offset")
            .add("s_guess", &P::s_guess, "m, the prismatic's start s (the loop's branch)")));
  }
}

}  // namespace acausal::models::detail
