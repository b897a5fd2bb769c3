# Using the library from outside (docs/install.md, python.md, urdf.md, fmi.md):
# the installed library in a separate project, the Python module, URDF import
# and the FMI 2.0 round trip.

# --- a staging install and examples/user_project built against it ---
# Cheap on purpose: `cmake --install` copies the built tree (nothing is
# rebuilt) and only the user project's few files are compiled. A sanitizer
# build skips it: the packaging is the same, and the CI time is short.
if(NOT ACAUSAL_SANITIZE)
  get_property(launcher TARGET acausal PROPERTY CXX_COMPILER_LAUNCHER)
  if(NOT launcher AND CMAKE_CXX_COMPILER_LAUNCHER)
    set(launcher ${CMAKE_CXX_COMPILER_LAUNCHER})
  endif()
  add_test(NAME install.user_project
           COMMAND ${CMAKE_COMMAND} -DBUILD_DIR=${PROJECT_BINARY_DIR} -DSOURCE_DIR=${PROJECT_SOURCE_DIR}
                   -DWORK_DIR=${PROJECT_BINARY_DIR}/install_test -DLAUNCHER=${launcher}
                   -DCXX=${CMAKE_CXX_COMPILER}
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/install/user_project_test.cmake)
  set_tests_properties(install.user_project PROPERTIES TIMEOUT 600)
else()
  message(STATUS "acausal: install.user_project is not run in a sanitizer build")
endif()

# --- URDF import ---
if(TARGET acausal_urdf)
  file(GLOB urdf_test_sources CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/urdf/*.cpp)
  add_executable(test_urdf ${urdf_test_sources})
  target_link_libraries(test_urdf PRIVATE acausal_urdf acausal GTest::gtest GTest::gtest_main)
  target_compile_definitions(test_urdf PRIVATE
    ACAUSAL_SOURCE_DIR="${PROJECT_SOURCE_DIR}" ACAUSAL_BINARY_DIR="${PROJECT_BINARY_DIR}")
  acausal_set_warnings(test_urdf)
  acausal_add_gtests(test_urdf)

  set(acausal_exe $<TARGET_FILE:acausal_cli>)
  add_test(NAME cli.urdf_run
           COMMAND ${acausal_exe} run --urdf ${PROJECT_SOURCE_DIR}/models/robots/seed000.urdf
                   --stop 0.5 --out ${PROJECT_BINARY_DIR}/cli_results/seed000_urdf.csv)
  set_tests_properties(cli.urdf_run PROPERTIES
    PASS_REGULAR_EXPRESSION "model urdf.seed000_arm.*states 12.*results: .*seed000_urdf.csv \\(51 rows")
  add_test(NAME cli.urdf_or_model_message COMMAND ${acausal_exe} run)
  set_tests_properties(cli.urdf_or_model_message PROPERTIES
    PASS_REGULAR_EXPRESSION "error: run: give a model name \\(acausal list\\) or a robot with --urdf FILE")
endif()

# --- FMI 2.0 export ---
if(TARGET acausal_fmi)
  find_package(pugixml REQUIRED)
  file(GLOB fmi_test_sources CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/fmi/*.cpp)
  add_executable(test_fmi ${fmi_test_sources})
  target_link_libraries(test_fmi PRIVATE acausal_fmi acausal PkgConfig::LIBZIP pugixml::pugixml
                        ${CMAKE_DL_LIBS} GTest::gtest GTest::gtest_main)
  target_compile_definitions(test_fmi PRIVATE
    ACAUSAL_BINARY_DIR="${PROJECT_BINARY_DIR}" ACAUSAL_FMU_RUNTIME="$<TARGET_FILE:acausal_fmu>")
  add_dependencies(test_fmi acausal_fmu)
  acausal_set_warnings(test_fmi)
  acausal_add_gtests(test_fmi)

  set(acausal_exe $<TARGET_FILE:acausal_cli>)
  add_test(NAME cli.export_fmu
           COMMAND ${acausal_exe} export-fmu Modelica.Mechanics.Rotational.Examples.First
                   --out ${PROJECT_BINARY_DIR}/cli_results/First.fmu)
  set_tests_properties(cli.export_fmu PROPERTIES
    PASS_REGULAR_EXPRESSION "4 continuous states, 0 event indicators.*fmu: .*First.fmu")
  add_test(NAME cli.export_fmu_own_model_message
           COMMAND ${acausal_exe} export-fmu Modelica.Mechanics.Rotational.Examples.Frist
                   --out ${PROJECT_BINARY_DIR}/cli_results/x.fmu)
  set_tests_properties(cli.export_fmu_own_model_message PROPERTIES
    PASS_REGULAR_EXPRESSION "error: no model 'Modelica.Mechanics.Rotational.Examples.Frist'")
endif()

# --- the Python module, under Debian's python3 and numpy ---
if(TARGET acausal_python)
  file(GLOB python_tests CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/python/test_*.py)
  set(python_env "PYTHONPATH=${PROJECT_BINARY_DIR}/python" "ACAUSAL_SOURCE_DIR=${PROJECT_SOURCE_DIR}"
                 "ACAUSAL_BINARY_DIR=${PROJECT_BINARY_DIR}")
  list(APPEND python_env "ACAUSAL_CODEGEN=off")
  foreach(test_file ${python_tests})
    get_filename_component(test_name ${test_file} NAME_WE)
    add_test(NAME python.${test_name}
             COMMAND ${ACAUSAL_PYTHON_EXECUTABLE} -m unittest -v ${test_name}
             WORKING_DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR}/python)
    set_tests_properties(python.${test_name} PROPERTIES ENVIRONMENT "${python_env}" TIMEOUT 1200)
  endforeach()
endif()
