# Command-line tests: the tool itself, and the MSL tube comparison run the way
# a user would (acausal run ... then tubecompare.py).
set(acausal_exe $<TARGET_FILE:acausal_cli>)
set(out_dir ${PROJECT_BINARY_DIR}/cli_results)
file(MAKE_DIRECTORY ${out_dir})

add_test(NAME cli.list COMMAND ${acausal_exe} list)
set_tests_properties(cli.list PROPERTIES
  PASS_REGULAR_EXPRESSION "Modelica.Mechanics.Rotational.Examples.First")

add_test(NAME cli.check COMMAND ${acausal_exe} check Modelica.Mechanics.Rotational.Examples.First)
set_tests_properties(cli.check PROPERTIES
  PASS_REGULAR_EXPRESSION "after simplify: 22 / 22.*states: 4")

add_test(NAME cli.run_with_set COMMAND ${acausal_exe} run Modelica.Mechanics.Rotational.Examples.First
         --stop 0.5 --set inertia3.J=4 --out ${out_dir}/First_J4.csv)
set_tests_properties(cli.run_with_set PROPERTIES
  PASS_REGULAR_EXPRESSION "IDA: [0-9]+ steps.*results: .*First_J4.csv \\(1001 rows")

# Evaluated parameters: folded into the equations, some kept tunable by glob;
# --tunable alone and a pattern that names nothing are errors.
add_test(NAME cli.check_evaluated COMMAND ${acausal_exe} check
         Modelica.Mechanics.Rotational.Examples.First --evaluate-parameters --tunable "inertia*.J")
set_tests_properties(cli.check_evaluated PROPERTIES
  PASS_REGULAR_EXPRESSION "parameters: 13, 10 evaluated \\(folded into the equations, fixed for every run\\), 3 tunable")
# `run` says how many parameters were folded and how many expressions of
# parameters alone are computed once per parameter change.
add_test(NAME cli.run_parameters_line COMMAND ${acausal_exe} run
         Modelica.Mechanics.Rotational.Examples.First --evaluate-parameters --tunable "inertia*.J"
         --out ${out_dir}/First_e.csv)
set_tests_properties(cli.run_parameters_line PROPERTIES
  PASS_REGULAR_EXPRESSION "parameters: 13, 10 evaluated \\(folded into the equations\\); 1 derived")
# The explicit formulation's statistics: evaluations of the causal sequence
# and how many fell back to Newton on the whole DAE (none on FreeBody, whose
# body has its centre of mass on its frame: a parameter coefficient of 0).
add_test(NAME cli.run_causal_sequence_line COMMAND ${acausal_exe} run
         Modelica.Mechanics.MultiBody.Examples.Elementary.FreeBody --solver cvode-bdf --stop 1
         --out ${out_dir}/FreeBody_cvode.csv)
set_tests_properties(cli.run_causal_sequence_line PROPERTIES
  PASS_REGULAR_EXPRESSION "causal sequence: [1-9][0-9]* evaluations, 0 solved by Newton on the whole DAE instead")
add_test(NAME cli.tunable_without_evaluation_message COMMAND ${acausal_exe} run
         Modelica.Mechanics.Rotational.Examples.First --tunable inertia3.J --out ${out_dir}/First_t.csv)
set_tests_properties(cli.tunable_without_evaluation_message PROPERTIES
  PASS_REGULAR_EXPRESSION "error: --tunable inertia3.J keeps a parameter tunable while --evaluate-parameters folds the others")
add_test(NAME cli.tunable_unknown_message COMMAND ${acausal_exe} run
         Modelica.Mechanics.Rotational.Examples.First --evaluate-parameters --tunable inertia9.J
         --out ${out_dir}/First_t.csv)
set_tests_properties(cli.tunable_unknown_message PROPERTIES
  PASS_REGULAR_EXPRESSION "error: tunable parameters: 'inertia9.J' matches no parameter of model 'Modelica.Mechanics.Rotational.Examples.First'. Did you mean 'inertia1.J'\\?")

add_test(NAME cli.unknown_model COMMAND ${acausal_exe} run Modelica.Mechanics.Rotational.Examples.Frist)
set_tests_properties(cli.unknown_model PROPERTIES WILL_FAIL TRUE)
add_test(NAME cli.unknown_model_message COMMAND ${acausal_exe} run NoSuchModel)
set_tests_properties(cli.unknown_model_message PROPERTIES
  PASS_REGULAR_EXPRESSION "error: no model 'NoSuchModel'. Did you mean:")
add_test(NAME cli.bad_parameter_message COMMAND ${acausal_exe} run
         Modelica.Mechanics.Rotational.Examples.First --set inertia3.J=-1)
set_tests_properties(cli.bad_parameter_message PROPERTIES
  PASS_REGULAR_EXPRESSION "error: Inertia 'inertia3': parameter J = -1")

add_test(NAME cli.multibody_bad_mass_message COMMAND ${acausal_exe} run
         Modelica.Mechanics.MultiBody.Examples.Elementary.DoublePendulum --set boxBody1.body.m=-1)
set_tests_properties(cli.multibody_bad_mass_message PROPERTIES
  PASS_REGULAR_EXPRESSION "error: Body 'boxBody1.body': parameter m = -1")

# Joint torques of the MG400 drawn as an SVG (the figure in docs/multibody.md).
add_test(NAME cli.plot COMMAND ${acausal_exe} run robots.MG400.Palletizing
         --out ${out_dir}/mg400.csv --plot ${out_dir}/mg400_torques.svg
         --plot-signals J1.tau,J2.tau,J3.tau,J4.tau)
set_tests_properties(cli.plot PROPERTIES
  PASS_REGULAR_EXPRESSION "results: .*mg400.csv \\(708 rows.*plot: .*mg400_torques.svg \\(4 signals\\)")
add_test(NAME cli.plot_unknown_signal_message COMMAND ${acausal_exe} run robots.MG400.Palletizing
         --out ${out_dir}/mg400_bad.csv --plot ${out_dir}/mg400_bad.svg --plot-signals J9.tau)
set_tests_properties(cli.plot_unknown_signal_message PROPERTIES
  PASS_REGULAR_EXPRESSION "error: no signal 'J9.tau' in the results; similar: J1.tau")

find_program(DEBIAN_PYTHON3 python3 PATHS /usr/bin NO_DEFAULT_PATH)
set(tube_tool ${ACAUSAL_SHARED_DIR}/tools/tubecompare.py)
# case|model|reference folder
foreach(spec
    "First|Modelica.Mechanics.Rotational.Examples.First|Mechanics.Rotational.Examples.First"
    "Oscillator|Modelica.Mechanics.Translational.Examples.Oscillator|Mechanics.Translational.Examples.Oscillator"
    "DoublePendulum|Modelica.Mechanics.MultiBody.Examples.Elementary.DoublePendulum|Mechanics.MultiBody.Examples.Elementary.DoublePendulum"
    "Fourbar1|Modelica.Mechanics.MultiBody.Examples.Loops.Fourbar1|Mechanics.MultiBody.Examples.Loops.Fourbar1"
    # only the MSL 3.2.3 result exists for SMPM_Inverter (no smpm.is columns)
    "SMPM_Inverter.legacy_MSL3.2.3|Modelica.Electrical.Machines.Examples.SynchronousMachines.SMPM_Inverter|Electrical.Machines.Examples.SynchronousMachines.SMPM_Inverter|loadInertia.phi,loadInertia.w,smpm.idq_dr[1],smpm.idq_rr[2],smpm.idq_sr[1],smpm.idq_sr[2],vfController.x"
    "ThreePhaseTwoLevel_PWM|Modelica.Electrical.PowerConverters.Examples.DCAC.PolyphaseTwoLevel.ThreePhaseTwoLevel_PWM|Electrical.PowerConverters.Examples.DCAC.PolyphaseTwoLevel.ThreePhaseTwoLevel_PWM"
    "SMPM_ResistiveBraking|Modelica.Electrical.Machines.Examples.SynchronousMachines.SMPM_ResistiveBraking|Electrical.Machines.Examples.SynchronousMachines.SMPM_ResistiveBraking"
    # startForward is checked in tests/models/robot_one_axis_test.cpp (an instant at breakaway)
    "OneAxis|Modelica.Mechanics.MultiBody.Examples.Systems.RobotR3.OneAxis|Mechanics.MultiBody.Examples.Systems.RobotR3.OneAxis|axis.controller.PI.x,axis.gear.spring.phi_rel,axis.gear.spring.w_rel,axis.initializeFlange.phi_flange,axis.initializeFlange.w_flange,axis.motor.C.v,axis.motor.La.i,axis.gear.bearingFriction.mode,axis.gear.bearingFriction.startBackward")
  string(REPLACE "|" ";" fields "${spec}")
  list(GET fields 0 case)
  list(GET fields 1 model)
  list(GET fields 2 folder)
  set(signal_option "")
  list(LENGTH fields field_count)
  if(field_count GREATER 3)
    list(GET fields 3 signal_list)
    set(signal_option "--signals ${signal_list}")
  endif()
  set(reference ${ACAUSAL_SHARED_DIR}/reference/msl/${folder}/${case}.csv)
  if(DEBIAN_PYTHON3 AND EXISTS ${tube_tool} AND EXISTS ${reference})
    add_test(NAME cli.tube.${case}
             COMMAND sh -c "'${acausal_exe}' run ${model} --out '${out_dir}/${case}.csv' && '${DEBIAN_PYTHON3}' '${tube_tool}' '${reference}' '${out_dir}/${case}.csv' ${signal_option}")
    set_tests_properties(cli.tube.${case} PROPERTIES PASS_REGULAR_EXPRESSION "[1-9][0-9]* passed, 0 failed")
  else()
    add_test(NAME cli.tube.${case} COMMAND sh -c "echo 'reference data or /usr/bin/python3 absent: ${reference}'; exit 77")
    set_tests_properties(cli.tube.${case} PROPERTIES SKIP_RETURN_CODE 77)
  endif()
endforeach()

# The README's example builds and runs.
add_test(NAME example.drive COMMAND $<TARGET_FILE:example_drive> WORKING_DIRECTORY ${out_dir})
set_tests_properties(example.drive PROPERTIES PASS_REGULAR_EXPRESSION "load angle at 1 s: ")
add_test(NAME example.planar_arm COMMAND $<TARGET_FILE:example_planar_arm>)
set_tests_properties(example.planar_arm PROPERTIES PASS_REGULAR_EXPRESSION
  "kinematic joints: torques within [0-9.e-]+ N.m of the closed form\ncomputed torque: max tracking error [0-9.e-]+ rad")

# Kinematics: forward and inverse kinematics as JSON, an unreachable pose.
add_test(NAME cli.kinematics.list COMMAND ${acausal_exe} kinematics list)
set_tests_properties(cli.kinematics.list PROPERTIES
  PASS_REGULAR_EXPRESSION "seed000.robot6.*mg400.*scara.seed002.*comau.smartsix")
add_test(NAME cli.kinematics.fk COMMAND ${acausal_exe} kinematics fk seed000.robot6 0 0 0 0 0 0)
set_tests_properties(cli.kinematics.fk PROPERTIES
  PASS_REGULAR_EXPRESSION "^\\{\"position\": \\[0\\.65, 0, -0\\.14\\], \"rotation\": \\[\\[1, 0, 0\\], \\[0, -1, 0\\], \\[0, 0, -1\\]\\]\\}")
# Seed 001 Table 3, row 1: (327.62, -10.66, 115.45) mm.
add_test(NAME cli.kinematics.fk_mg400 COMMAND ${acausal_exe} kinematics fk mg400
         -0.03246312409 1.059414856 0.1267109037 5.073323070)
set_tests_properties(cli.kinematics.fk_mg400 PROPERTIES
  PASS_REGULAR_EXPRESSION "\"position\": \\[0\\.32760[0-9]*, -0\\.01063[0-9]*, 0\\.11543[0-9]*\\]")
add_test(NAME cli.kinematics.fk_dh_file COMMAND ${acausal_exe} kinematics fk
         ${CMAKE_CURRENT_SOURCE_DIR}/kinematics/data/comau_smartsix.dh 0 0 0 0 0 0)
set_tests_properties(cli.kinematics.fk_dh_file PROPERTIES
  PASS_REGULAR_EXPRESSION "\"position\": \\[0\\.87, 0, -0\\.29207\\]")
# Seed 000 circle start: eight solutions, among them (0, -77.8°, 30.3°, 0, 47.5°, 0).
add_test(NAME cli.kinematics.ik COMMAND ${acausal_exe} kinematics ik seed000.robot6
         --position 0.7 0 0.5 --rotation 1 0 0 0 -1 0 0 0 -1)
set_tests_properties(cli.kinematics.ik PROPERTIES
  PASS_REGULAR_EXPRESSION "^\\{\"solutions\": \\[\\[0, -1\\.358534533, 0\\.5293566729, 3\\.141592654, -0\\.82917786, 3\\.141592654\\], \\[0, -1\\.358534533, 0\\.5293566729, 0, 0\\.82917786, 0\\](, \\[[-0-9.e, ]*\\])(, \\[[-0-9.e, ]*\\])(, \\[[-0-9.e, ]*\\])(, \\[[-0-9.e, ]*\\])(, \\[[-0-9.e, ]*\\])(, \\[[-0-9.e, ]*\\])\\]\\}")
# Seed 001 Table 4, row 1: θ = (-1.86, 60.70, 7.26, -69.32) deg.
add_test(NAME cli.kinematics.ik_mg400 COMMAND ${acausal_exe} kinematics ik mg400
         --position 0.32762 -0.01066 0.11545
         --rotation 0.3224309118 0.9465929997 0 -0.9465929997 0.3224309118 0 0 0 1)
set_tests_properties(cli.kinematics.ik_mg400 PROPERTIES
  PASS_REGULAR_EXPRESSION "^\\{\"solutions\": \\[\\[-0\\.0325[0-9]*, 1\\.0593[0-9]*, 0\\.1266[0-9]*, -1\\.2099[0-9]*\\]\\]\\}")
add_test(NAME cli.kinematics.unreachable COMMAND ${acausal_exe} kinematics ik seed000.robot6
         --position 3 0 0.5 --rotation 1 0 0 0 -1 0 0 0 -1)
set_tests_properties(cli.kinematics.unreachable PROPERTIES WILL_FAIL TRUE)
add_test(NAME cli.kinematics.unreachable_message COMMAND ${acausal_exe} kinematics ik seed000.robot6
         --position 3 0 0.5 --rotation 1 0 0 0 -1 0 0 0 -1)
set_tests_properties(cli.kinematics.unreachable_message PROPERTIES
  PASS_REGULAR_EXPRESSION "error: robot 'seed000.robot6': pose unreachable: .* lies 1\\.90257 m outside the reach")

# ---- variant points, the CLI as a library, studies (docs/studies.md) ----
add_test(NAME cli.list_variant_points COMMAND ${acausal_exe} list)
set_tests_properties(cli.list_variant_points PROPERTIES PASS_REGULAR_EXPRESSION
  "Modelica.Mechanics.Rotational.Examples.First[^\n]*\n    --variant coupling=\\{spring\\*,spring_damper,backlash\\}  the elastic coupling")
add_test(NAME cli.check_variant COMMAND ${acausal_exe} check
         Modelica.Mechanics.Rotational.Examples.First --variant coupling=spring_damper)
set_tests_properties(cli.check_variant PROPERTIES PASS_REGULAR_EXPRESSION
  "states: 4.*--variant coupling=\\{spring,spring_damper\\*,backlash\\}.*replaced spring \\(Spring\\) by a SpringDamper\n")
add_test(NAME cli.run_variant COMMAND ${acausal_exe} run Modelica.Mechanics.Rotational.Examples.First
         --variant coupling=backlash --stop 0.5 --out ${out_dir}/First_backlash.csv)
set_tests_properties(cli.run_variant PROPERTIES PASS_REGULAR_EXPRESSION
  "variant coupling=backlash\n.*events: [1-9][0-9]* state events.*First_backlash.csv \\(")
add_test(NAME cli.compare_variant COMMAND ${acausal_exe} compare
         Modelica.Mechanics.Rotational.Examples.First --variant coupling=spring_damper
         --solvers ida,cvode-bdf --stop 0.2 --out ${out_dir}/First_sd.compare.csv)
set_tests_properties(cli.compare_variant PROPERTIES PASS_REGULAR_EXPRESSION "cvode-bdf")
add_test(NAME cli.unknown_variant_option_message COMMAND ${acausal_exe} run
         Modelica.Mechanics.Rotational.Examples.First --variant coupling=damper)
set_tests_properties(cli.unknown_variant_option_message PROPERTIES PASS_REGULAR_EXPRESSION
  "error: variant point 'coupling' of model 'Modelica.Mechanics.Rotational.Examples.First' has no option 'damper'. Did you mean 'spring_damper'\\? Its options are: spring, spring_damper, backlash")
add_test(NAME cli.unknown_variant_point_message COMMAND ${acausal_exe} check
         Modelica.Mechanics.Rotational.Examples.First --variant copling=backlash)
set_tests_properties(cli.unknown_variant_point_message PROPERTIES PASS_REGULAR_EXPRESSION
  "error: model 'Modelica.Mechanics.Rotational.Examples.First' has no variant point 'copling'. Did you mean 'coupling'\\?")
add_test(NAME cli.bad_variant_syntax COMMAND ${acausal_exe} run
         Modelica.Mechanics.Rotational.Examples.First --variant backlash)
set_tests_properties(cli.bad_variant_syntax PROPERTIES WILL_FAIL TRUE)

# A user's own program with the whole command line (examples/own_cli.cpp).
set(own_cli $<TARGET_FILE:example_own_cli>)
add_test(NAME example.own_cli.list COMMAND ${own_cli} list)
set_tests_properties(example.own_cli.list PROPERTIES PASS_REGULAR_EXPRESSION
  "Modelica.Mechanics.Rotational.Examples.First.*MyLab.SineDrive +sine torque[^\n]*\n    --variant load=\\{inertia\\*,braked\\}")
add_test(NAME example.own_cli.run COMMAND ${own_cli} run MyLab.SineDrive --variant load=braked
         --out ${out_dir}/own_braked.csv)
set_tests_properties(example.own_cli.run PROPERTIES PASS_REGULAR_EXPRESSION
  "variant load=braked\n.*results: .*own_braked.csv \\(501 rows")
add_test(NAME example.own_cli.study COMMAND ${own_cli} study
         ${PROJECT_SOURCE_DIR}/examples/own_study.yaml --jobs 2 --out ${out_dir}/own_study)
set_tests_properties(example.own_cli.study PROPERTIES PASS_REGULAR_EXPRESSION
  "variant +peak_w_load +max_dw_load +brake_loss .*\nfree +[0-9.e-]+ +0 +[0-9]+.*\nbraked +[0-9.e-]+ +[0-9.e-]+ +[0-9.e-]+ .*wrote .*own_study/study.csv")

# Studies: the shipped study serially, in two threads and on two MPI ranks;
# the tables agree except for the timing columns.
set(first_study ${PROJECT_SOURCE_DIR}/studies/first_coupling.yaml)
add_test(NAME study.first.serial COMMAND ${acausal_exe} study ${first_study}
         --out ${out_dir}/study_serial)
set_tests_properties(study.first.serial PROPERTIES FIXTURES_SETUP study_first_serial
  PASS_REGULAR_EXPRESSION "study first_coupling \\(6 variants\\).*wrote .*study_serial/study.csv.*study_serial/w3.svg.*study_serial/dw3.svg.*study_serial/study.md")
add_test(NAME study.first.jobs2 COMMAND ${acausal_exe} study ${first_study} --jobs 2
         --out ${out_dir}/study_jobs2)
set_tests_properties(study.first.jobs2 PROPERTIES FIXTURES_SETUP study_first_jobs2
  PASS_REGULAR_EXPRESSION "2 threads")
add_test(NAME study.first.serial_equals_jobs2
         COMMAND ${CMAKE_COMMAND} -DA=${out_dir}/study_serial/study.csv
                 -DB=${out_dir}/study_jobs2/study.csv
                 -P ${CMAKE_CURRENT_SOURCE_DIR}/study/compare_tables.cmake)
set_tests_properties(study.first.serial_equals_jobs2 PROPERTIES
  FIXTURES_REQUIRED "study_first_serial;study_first_jobs2"
  PASS_REGULAR_EXPRESSION "tables agree: 7 lines")
find_program(ACAUSAL_MPIRUN NAMES mpirun mpiexec)
if(MPI_C_FOUND AND ACAUSAL_MPIRUN)
  # As root (CI) Open MPI needs --allow-run-as-root; the isolated launcher and
  # shared-memory transport need no ssh or network, and two ranks may share
  # fewer cores (oversubscribe). Leak checking is off for the ranks: Open MPI
  # keeps allocations past MPI_Finalize in plugins it unloads, which no
  # suppression can name (the serial and --jobs studies check our leaks).
  add_test(NAME study.first.mpirun2
           COMMAND ${CMAKE_COMMAND} -E env
                   OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 ASAN_OPTIONS=detect_leaks=0
                   OMPI_MCA_plm=isolated OMPI_MCA_btl=self,vader
                   OMPI_MCA_btl_vader_single_copy_mechanism=none
                   OMPI_MCA_rmaps_base_oversubscribe=1
                   ${ACAUSAL_MPIRUN} --allow-run-as-root --oversubscribe -n 2
                   ${acausal_exe} study ${first_study} --out ${out_dir}/study_mpi2)
  set_tests_properties(study.first.mpirun2 PROPERTIES FIXTURES_SETUP study_first_mpi2 TIMEOUT 600
    PASS_REGULAR_EXPRESSION "2 MPI ranks.*\\(rank 1\\).*wrote .*study_mpi2/study.csv")
  add_test(NAME study.first.serial_equals_mpirun2
           COMMAND ${CMAKE_COMMAND} -DA=${out_dir}/study_serial/study.csv
                   -DB=${out_dir}/study_mpi2/study.csv
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/study/compare_tables.cmake)
  set_tests_properties(study.first.serial_equals_mpirun2 PROPERTIES
    FIXTURES_REQUIRED "study_first_serial;study_first_mpi2"
    PASS_REGULAR_EXPRESSION "tables agree: 7 lines")
else()
  add_test(NAME study.first.mpirun2 COMMAND sh -c "echo 'built without MPI or no mpirun'; exit 77")
  set_tests_properties(study.first.mpirun2 PROPERTIES SKIP_RETURN_CODE 77)
endif()
add_test(NAME study.first.subset COMMAND ${acausal_exe} study ${first_study} --variants backlash
         --out ${out_dir}/study_subset)
set_tests_properties(study.first.subset PROPERTIES PASS_REGULAR_EXPRESSION
  "study first_coupling.*\n  \\[1/2\\] spring: ran.*\n  \\[2/2\\] backlash: ran")

# Bad study input: file, line and the nearest valid name.
set(bad_dir ${CMAKE_CURRENT_SOURCE_DIR}/study/data)
add_test(NAME study.bad_syntax_message COMMAND ${acausal_exe} study ${bad_dir}/bad_syntax.yaml
         --out ${out_dir}/bad_syntax)
set_tests_properties(study.bad_syntax_message PROPERTIES PASS_REGULAR_EXPRESSION
  "error: [^\n]*bad_syntax.yaml:5:[0-9]+: malformed YAML")
add_test(NAME study.bad_type_message COMMAND ${acausal_exe} study ${bad_dir}/bad_type.yaml
         --out ${out_dir}/bad_type)
set_tests_properties(study.bad_type_message PROPERTIES PASS_REGULAR_EXPRESSION
  "error: [^\n]*bad_type.yaml:4: variant 'a': rtol must be a finite number, got 'tight'")
add_test(NAME study.bad_variant_fails COMMAND ${acausal_exe} study ${bad_dir}/bad_variant.yaml
         --out ${out_dir}/bad_variant)
set_tests_properties(study.bad_variant_fails PROPERTIES WILL_FAIL TRUE)
add_test(NAME study.bad_variant_message COMMAND ${acausal_exe} study ${bad_dir}/bad_variant.yaml
         --out ${out_dir}/bad_variant_message)
set_tests_properties(study.bad_variant_message PROPERTIES PASS_REGULAR_EXPRESSION
  "good +[0-9.e-]+ .*error: variant typo_parameter: [^\n]*bad_variant.yaml:8: variant 'typo_parameter': no component 'sprng' in model 'Modelica.Mechanics.Rotational.Examples.First' \\(setting parameter 'sprng.c'\\). Did you mean 'spring'\\?\nerror: variant typo_option: [^\n]*bad_variant.yaml:10: variant 'typo_option': variant point 'coupling' [^\n]* has no option 'backlsh'. Did you mean 'backlash'\\?.*error: 2 of 3 variants failed")
add_test(NAME study.unknown_model_message COMMAND ${acausal_exe} study
         ${CMAKE_CURRENT_SOURCE_DIR}/study/data/bad_model.yaml --out ${out_dir}/bad_model)
set_tests_properties(study.unknown_model_message PROPERTIES PASS_REGULAR_EXPRESSION
  "error: [^\n]*bad_model.yaml:2: no model 'Modelica.Mechanics.Rotational.Examples.Frist'. Did you mean:\n    Modelica.Mechanics.Rotational.Examples.First")

# Unit tests of the study engine (tests/study).
add_executable(test_study ${CMAKE_CURRENT_SOURCE_DIR}/study/study_test.cpp)
target_link_libraries(test_study PRIVATE acausal_app GTest::gtest GTest::gtest_main)
target_compile_definitions(test_study PRIVATE ACAUSAL_BINARY_DIR="${PROJECT_BINARY_DIR}")
acausal_set_warnings(test_study)
acausal_add_gtests(test_study)

# The seed-000 fidelity study (its fast variants): the table's figures, and
# equal tables serially, in two threads and on two MPI ranks.
set(seed_study ${PROJECT_SOURCE_DIR}/studies/seed000_fidelity.yaml)
set(seed_variants ideal,mechanical,mechanical_stribeck)
add_test(NAME study.seed000.serial COMMAND ${acausal_exe} study ${seed_study}
         --variants ${seed_variants} --out ${out_dir}/seed000_serial)
set_tests_properties(study.seed000.serial PROPERTIES FIXTURES_SETUP study_seed000_serial)
find_package(Python3 COMPONENTS Interpreter)
if(Python3_Interpreter_FOUND)
  add_test(NAME study.seed000.figures
           COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/study/check_seed000_fidelity.py
                   ${out_dir}/seed000_serial/study.csv)
  set_tests_properties(study.seed000.figures PROPERTIES FIXTURES_REQUIRED study_seed000_serial
    PASS_REGULAR_EXPRESSION "all checks passed")
endif()
add_test(NAME study.seed000.jobs2 COMMAND ${acausal_exe} study ${seed_study} --jobs 2
         --variants ${seed_variants} --out ${out_dir}/seed000_jobs2)
set_tests_properties(study.seed000.jobs2 PROPERTIES FIXTURES_SETUP study_seed000_jobs2)
add_test(NAME study.seed000.serial_equals_jobs2
         COMMAND ${CMAKE_COMMAND} -DA=${out_dir}/seed000_serial/study.csv
                 -DB=${out_dir}/seed000_jobs2/study.csv
                 -P ${CMAKE_CURRENT_SOURCE_DIR}/study/compare_tables.cmake)
set_tests_properties(study.seed000.serial_equals_jobs2 PROPERTIES
  FIXTURES_REQUIRED "study_seed000_serial;study_seed000_jobs2")
if(MPI_C_FOUND AND ACAUSAL_MPIRUN)
  add_test(NAME study.seed000.mpirun2
           COMMAND ${CMAKE_COMMAND} -E env
                   OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 ASAN_OPTIONS=detect_leaks=0
                   OMPI_MCA_plm=isolated OMPI_MCA_btl=self,vader
                   OMPI_MCA_btl_vader_single_copy_mechanism=none
                   OMPI_MCA_rmaps_base_oversubscribe=1
                   ${ACAUSAL_MPIRUN} --allow-run-as-root --oversubscribe -n 2
                   ${acausal_exe} study ${seed_study} --variants ${seed_variants}
                   --out ${out_dir}/seed000_mpi2)
  set_tests_properties(study.seed000.mpirun2 PROPERTIES FIXTURES_SETUP study_seed000_mpi2
    TIMEOUT 600)
  add_test(NAME study.seed000.serial_equals_mpirun2
           COMMAND ${CMAKE_COMMAND} -DA=${out_dir}/seed000_serial/study.csv
                   -DB=${out_dir}/seed000_mpi2/study.csv
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/study/compare_tables.cmake)
  set_tests_properties(study.seed000.serial_equals_mpirun2 PROPERTIES
    FIXTURES_REQUIRED "study_seed000_serial;study_seed000_mpi2")
endif()

# Result files and plots: MAT written by `run`, read back by scipy (as
# DyMat/OMPython-style tools do) equal to the CSV of the same run; gnuplot
# figures from CSV and MAT, overlaid, with units; bad input named.
add_test(NAME results.run_csv COMMAND ${acausal_exe} run Modelica.Mechanics.Rotational.Examples.First
         --stop 0.3 --out ${out_dir}/results_first.csv)
set_tests_properties(results.run_csv PROPERTIES FIXTURES_SETUP results_csv)
add_test(NAME results.run_mat COMMAND ${acausal_exe} run Modelica.Mechanics.Rotational.Examples.First
         --stop 0.3 --out ${out_dir}/results_first.mat)
set_tests_properties(results.run_mat PROPERTIES FIXTURES_SETUP results_mat
  PASS_REGULAR_EXPRESSION "results: .*results_first.mat")
add_test(NAME results.run_format_mat COMMAND ${acausal_exe} run Modelica.Mechanics.Rotational.Examples.First
         --stop 0.3 --format mat --out ${out_dir}/results_first_fmt.out)
find_program(ACAUSAL_SYSTEM_PYTHON NAMES python3 PATHS /usr/bin NO_DEFAULT_PATH)
if(ACAUSAL_SYSTEM_PYTHON)
  add_test(NAME results.mat_read_by_scipy
           COMMAND ${ACAUSAL_SYSTEM_PYTHON} ${CMAKE_CURRENT_SOURCE_DIR}/results/check_mat_scipy.py
                   ${out_dir}/results_first.mat ${out_dir}/results_first.csv)
  set_tests_properties(results.mat_read_by_scipy PROPERTIES FIXTURES_REQUIRED "results_csv;results_mat"
    PASS_REGULAR_EXPRESSION "scipy read [0-9]+ trajectories equal to the CSV")
endif()
add_test(NAME results.plot_png COMMAND ${acausal_exe} plot ${out_dir}/results_first.mat "inertia*.w"
         --compare ${out_dir}/results_first.csv --out ${out_dir}/results_first_w.png)
set_tests_properties(results.plot_png PROPERTIES FIXTURES_REQUIRED "results_csv;results_mat"
  PASS_REGULAR_EXPRESSION "plot: .*results_first_w.png \\(6 curves")
add_test(NAME results.plot_unknown_signal COMMAND ${acausal_exe} plot ${out_dir}/results_first.csv
         inertia9.w --out ${out_dir}/x.png)
set_tests_properties(results.plot_unknown_signal PROPERTIES FIXTURES_REQUIRED results_csv
  PASS_REGULAR_EXPRESSION "error: no signal 'inertia9.w' in the results; similar: inertia1.w")
if(ACAUSAL_SYSTEM_PYTHON)
  # A run far too long to finish, stopped by Ctrl-C once rows are flowing.
  add_test(NAME results.ctrl_c_leaves_a_valid_file
           COMMAND ${ACAUSAL_SYSTEM_PYTHON} ${CMAKE_CURRENT_SOURCE_DIR}/results/interrupt_run.py
                   ${out_dir}/results_interrupted.mat ${acausal_exe} run
                   Modelica.Mechanics.Rotational.Examples.First --stop 1e6 --interval 1e-3
                   --max-rows 1000000000000
                   --out ${out_dir}/results_interrupted.mat)
  set_tests_properties(results.ctrl_c_leaves_a_valid_file PROPERTIES
    PASS_REGULAR_EXPRESSION "stopped cleanly: [0-9]+ rows")
endif()

# Issue 14: the largest step and where it came from; one output interval over
# 100 s must not step over First's 5 Hz sine torque (tests/trust/step_control_test.cpp).
add_test(NAME cli.max_step_automatic COMMAND ${acausal_exe} run
         Modelica.Mechanics.Rotational.Examples.First --stop 100 --interval 100 --quiet
         --out ${out_dir}/First_one_interval.csv)
set_tests_properties(cli.max_step_automatic PROPERTIES
  PASS_REGULAR_EXPRESSION "max step 0.025 s \\(automatic, from sine: period/8 of the sine wave\\)")
add_test(NAME cli.max_step_given COMMAND ${acausal_exe} run
         Modelica.Mechanics.Rotational.Examples.First --max-step 0.01 --max-steps 50 --quiet
         --out ${out_dir}/First_max_step.csv)
set_tests_properties(cli.max_step_given PROPERTIES
  PASS_REGULAR_EXPRESSION "max step 0.01 s \\(max_step given\\)")

# Issue 14: the numbers of export-fmu and --urdf-gravity are parsed strictly
# too (CLI11's PositiveNumber took --rtol nan and --rtol 10).
add_test(NAME cli.export_fmu_rtol_nan COMMAND ${acausal_exe} export-fmu
         Modelica.Mechanics.Rotational.Examples.First --rtol nan --out ${out_dir}/never.fmu)
set_tests_properties(cli.export_fmu_rtol_nan PROPERTIES
  PASS_REGULAR_EXPRESSION "error: --rtol 'nan': not a number; write a relative tolerance")
add_test(NAME cli.export_fmu_rtol_10 COMMAND ${acausal_exe} export-fmu
         Modelica.Mechanics.Rotational.Examples.First --rtol 10 --out ${out_dir}/never.fmu)
set_tests_properties(cli.export_fmu_rtol_10 PROPERTIES
  PASS_REGULAR_EXPRESSION "error: --rtol 10: a relative tolerance must be >= 1e-15 and < 1")
add_test(NAME cli.export_fmu_step_inf COMMAND ${acausal_exe} export-fmu
         Modelica.Mechanics.Rotational.Examples.First --cs-solver rk4 --step inf
         --out ${out_dir}/never.fmu)
set_tests_properties(cli.export_fmu_step_inf PROPERTIES
  PASS_REGULAR_EXPRESSION "error: --step 'inf': not a number; write the step \\[s\\]")
if(ACAUSAL_WITH_URDF)
  add_test(NAME cli.urdf_gravity_nan COMMAND ${acausal_exe} run
           --urdf ${PROJECT_SOURCE_DIR}/models/robots/seed000.urdf --urdf-gravity nan)
  set_tests_properties(cli.urdf_gravity_nan PROPERTIES
    PASS_REGULAR_EXPRESSION "error: --urdf-gravity 'nan': not a number; write the gravity along -z")
  add_test(NAME cli.urdf_gravity_negative COMMAND ${acausal_exe} run
           --urdf ${PROJECT_SOURCE_DIR}/models/robots/seed000.urdf --urdf-gravity -9.81)
  set_tests_properties(cli.urdf_gravity_negative PROPERTIES
    PASS_REGULAR_EXPRESSION "error: --urdf-gravity -9.81: .*must be >= 0")
endif()

# docs/errors.md names every error class the sources throw and only options the CLI has.
if(Python3_Interpreter_FOUND)
  add_test(NAME docs.errors_page
           COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/docs/check_errors_page.py
                   ${PROJECT_SOURCE_DIR})
  set_tests_properties(docs.errors_page PROPERTIES PASS_REGULAR_EXPRESSION "error classes explained")
endif()

# Every concrete command of README.md and docs/*.md ends in a result or a clear
# error, never an internal error or a crash (issue 14). The Release build only:
# the commands are the ones of the other tests, and slow under the sanitizers.
if(Python3_Interpreter_FOUND AND NOT ACAUSAL_SANITIZE)
  add_test(NAME docs.commands
           COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/docs/run_doc_commands.py
                   ${acausal_exe} ${PROJECT_SOURCE_DIR} ${ACAUSAL_SHARED_DIR})
  set_tests_properties(docs.commands PROPERTIES
    PASS_REGULAR_EXPRESSION "documented commands ran without a crash" TIMEOUT 900)
endif()
